import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedScan } from './rules.ts';

const scan = (code: string, at: string): QueuedScan => ({
  code,
  scanned_at: at,
  device_id: 'device-1',
  code_sha256: `hash-${code}`,
});

describe('the door’s store on the phone', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('indexedDB', new IDBFactory());
  });

  it('keeps one device id, made once', async () => {
    const { deviceId } = await import('./store.ts');
    const [a, b] = await Promise.all([deviceId(), deviceId()]);
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).toBe(a);
    expect(await deviceId()).toBe(a);
  });

  it('queues scans per user and event, both of two made at once, and removes the answered ones', async () => {
    const { dequeueScans, enqueueScan, readQueue } = await import('./store.ts');
    await Promise.all([
      enqueueScan('7', 'ev1', scan('a', '2026-12-12T20:00:00.000Z')),
      enqueueScan('7', 'ev1', scan('b', '2026-12-12T20:01:00.000Z')),
    ]);
    await enqueueScan('7', 'ev1', scan('a', '2026-12-12T20:02:00.000Z'));
    await enqueueScan('8', 'ev1', scan('c', '2026-12-12T20:00:00.000Z'));
    expect((await readQueue('7', 'ev1')).map((s) => s.code).sort()).toEqual(['a', 'a', 'b']);
    expect(await readQueue('7', 'ev2')).toEqual([]);
    await dequeueScans('7', 'ev1', [
      scan('a', '2026-12-12T20:00:00.000Z'),
      scan('b', '2026-12-12T20:01:00.000Z'),
    ]);
    expect(await readQueue('7', 'ev1')).toEqual([scan('a', '2026-12-12T20:02:00.000Z')]);
    expect(await readQueue('8', 'ev1')).toHaveLength(1);
  });

  it('keeps conflicts newest first', async () => {
    const { addConflicts, readConflicts } = await import('./store.ts');
    const conflict = (at: string) => ({
      code_sha256: 'h',
      outcome: 'duplicate' as const,
      scanned_at: at,
      holder_name: null,
      ticket_name: null,
      seat: null,
      checked_in_at: null,
      checked_in_by: null,
    });
    await addConflicts('7', 'ev1', [conflict('1')]);
    await addConflicts('7', 'ev1', [conflict('2'), conflict('3')]);
    expect((await readConflicts('7', 'ev1')).map((c) => c.scanned_at)).toEqual(['3', '2', '1']);
  });
});
