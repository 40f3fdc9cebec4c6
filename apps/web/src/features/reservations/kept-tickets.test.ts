import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeReservation } from '../../test/reservations.ts';

/** Fresh modules and a fresh IndexedDB, as on a phone that never kept anything. */
async function freshStore() {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.resetModules();
  return import('./kept-tickets.ts');
}

beforeEach(() => vi.useRealTimers());
afterEach(() => vi.unstubAllGlobals());

describe('tickets kept on the phone', () => {
  it('keeps a copy per user: its owner reads it, another user reads nothing', async () => {
    const kept = await freshStore();
    const reservation = makeReservation({ serial_id: 'resK1', is_paid: true, status: 'paid' });
    await kept.keepCopy('user:1', 'reservation:resK1', reservation, new Date('2026-11-29T09:00:00Z'));

    expect(await kept.readCopy('user:1', 'reservation:resK1')).toEqual({
      value: reservation,
      saved_at: '2026-11-29T09:00:00.000Z',
    });
    expect(await kept.readCopy('user:2', 'reservation:resK1')).toBeNull();
    expect(await kept.readKeptList('user:2')).toBeNull();
  });

  it("drops the previous user's copies as soon as another user's answer is kept", async () => {
    const kept = await freshStore();
    await kept.keepCopy('user:1', 'tickets:resA', [{ serial_id: 'tkA' }]);
    await kept.keepCopy('user:1', 'list', [makeReservation({ serial_id: 'resA' })]);
    await kept.keepCopy('user:2', 'list', []);

    expect(await kept.readCopy('user:1', 'tickets:resA')).toBeNull();
    expect(await kept.readKeptList('user:1')).toBeNull();
    expect(await kept.readCopy('user:2', 'list')).toMatchObject({ value: [] });
  });

  it('forgets every copy at sign-out, and a copy being written then is not written', async () => {
    const kept = await freshStore();
    await kept.keepCopy('user:1', 'tickets:resA', [{ serial_id: 'tkA' }]);
    const late = kept.keepCopy('user:1', 'tickets:resB', [{ serial_id: 'tkB' }]);
    await kept.forgetKeptCopies();
    await late;

    expect(await kept.readCopy('user:1', 'tickets:resA')).toBeNull();
    expect(await kept.readCopy('user:1', 'tickets:resB')).toBeNull();
  });

  it('rebuilds the list from the reservations opened since, newest first, newer copies winning', async () => {
    const kept = await freshStore();
    const older = makeReservation({ serial_id: 'resOld', created_at: '2026-11-01T10:00:00.000Z' });
    const pending = makeReservation({ serial_id: 'resPay', created_at: '2026-11-20T10:00:00.000Z' });
    await kept.keepCopy('user:1', 'list', [pending, older], new Date('2026-11-20T11:00:00Z'));
    const paid = { ...pending, status: 'paid', is_paid: true };
    await kept.keepCopy('user:1', 'reservation:resPay', paid, new Date('2026-11-20T11:05:00Z'));
    const fresh = makeReservation({ serial_id: 'resNew', created_at: '2026-11-28T10:00:00.000Z' });
    await kept.keepCopy('user:1', 'reservation:resNew', fresh, new Date('2026-11-28T10:01:00Z'));

    const list = await kept.readKeptList('user:1');
    expect(list?.value.map((r) => [r.serial_id, r.is_paid])).toEqual([
      ['resNew', false],
      ['resPay', true],
      ['resOld', false],
    ]);
    expect(list?.saved_at).toBe('2026-11-28T10:01:00.000Z');
  });

  it('keeps and reads nothing where IndexedDB is missing', async () => {
    vi.resetModules();
    vi.stubGlobal('indexedDB', undefined);
    const kept = await import('./kept-tickets.ts');
    await expect(kept.keepCopy('user:1', 'list', [])).resolves.toBeUndefined();
    expect(await kept.readCopy('user:1', 'list')).toBeNull();
  });
});
