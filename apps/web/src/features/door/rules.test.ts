import { DOOR_LIMITS } from '@sanza/contracts/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import type { DoorList, DoorTicket } from './api.ts';
import {
  applySyncResults,
  batchesOf,
  countEntries,
  decideOffline,
  decideOfflineBySerial,
  formatClock,
  markAdmitted,
  mergeServerList,
  type QueuedScan,
  scanKey,
  searchTickets,
  sentScan,
  sha256Hex,
  verdictOfDecision,
  verdictOfError,
  verdictOfSyncResult,
} from './rules.ts';

const ticket = (overrides: Partial<DoorTicket> = {}): DoorTicket => ({
  serial_id: 'TK000001',
  code_sha256: 'hash-1',
  holder_name: 'Awa Mbemba',
  ticket_name: 'VIP',
  seat: 2,
  checked_in_at: null,
  checked_in_by: null,
  ...overrides,
});

const doorList = (tickets: DoorTicket[], overrides: Partial<DoorList['event']> = {}): DoorList => ({
  event: {
    serial_id: 'ev1',
    name: 'Nuit de la Rumba',
    date: '2026-12-12',
    time: '20:00:00',
    location: 'Douala',
    is_cancelled: false,
    ...overrides,
  },
  generated_at: '2026-12-12T19:00:00.000Z',
  expected: tickets.length,
  checked_in: tickets.filter((t) => t.checked_in_at).length,
  tickets,
});

const scan = (code: string, hash: string, at = '2026-12-12T20:04:00.000Z'): QueuedScan => ({
  code,
  scanned_at: at,
  device_id: 'device-1',
  code_sha256: hash,
});

describe('the door decides on the phone', () => {
  it('hashes a code as SHA-256 in lowercase hex, as the door list carries it', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('writes an instant as the venue’s clock time (Africa/Douala, UTC+1)', () => {
    expect(formatClock('2026-12-12T20:04:59.000Z')).toBe('21:04');
    expect(formatClock('2026-12-12T23:30:00.000Z')).toBe('00:30');
    expect(formatClock('pas une date')).toBe('pas une date');
  });

  it('admits a known hash once, then refuses it as already entered with the time and controller', () => {
    const list = doorList([ticket()]);
    const first = decideOffline(list, 'hash-1');
    expect(first.kind).toBe('admit');
    expect(verdictOfDecision(list, first)).toEqual({
      tone: 'admitted',
      title: 'Billet valide : entrée autorisée',
      lines: ['Titulaire : Awa Mbemba', 'VIP · billet n° 2'],
    });
    const after = markAdmitted(list, 'TK000001', '2026-12-12T20:04:00.000Z', 'kofi');
    expect(list.tickets[0]?.checked_in_at).toBeNull();
    const second = decideOffline(after, 'hash-1');
    expect(second.kind).toBe('used');
    expect(verdictOfDecision(after, second).title).toBe('Déjà entré à 21:04 (contrôlé par kofi)');
    expect(verdictOfDecision(after, second).tone).toBe('refused');
  });

  it('names this phone when an admission made offline has no controller yet', () => {
    const list = markAdmitted(doorList([ticket()]), 'TK000001', '2026-12-12T20:04:00.000Z', null);
    expect(verdictOfDecision(list, decideOffline(list, 'hash-1')).title).toBe(
      'Déjà entré à 21:04 (contrôlé par ce téléphone)',
    );
  });

  it('refuses an unknown hash as « Billet invalide »', () => {
    const list = doorList([ticket()]);
    expect(verdictOfDecision(list, decideOffline(list, 'forged'))).toEqual({
      tone: 'refused',
      title: 'Billet invalide',
      lines: [],
    });
  });

  it('refuses every ticket of a cancelled event, even a valid unused one', () => {
    const list = doorList([ticket()], { is_cancelled: true });
    const decision = decideOffline(list, 'hash-1');
    expect(decision.kind).toBe('cancelled');
    expect(verdictOfDecision(list, decision).title).toMatch(/^Événement annulé : « Nuit de la Rumba »/);
  });
});

describe('the server’s refusals', () => {
  it('turns a 409 with checked_in_at and checked_in_by into « Déjà entré à … (contrôlé par …) »', () => {
    const error = new ApiError(
      409,
      { detail: 'Billet déjà utilisé le …', checked_in_at: '2026-12-12T20:04:00.000Z', checked_in_by: 'awa' },
      'Billet déjà utilisé le …',
    );
    expect(verdictOfError(error, ticket())).toEqual({
      tone: 'refused',
      title: 'Déjà entré à 21:04 (contrôlé par awa)',
      lines: ['Titulaire : Awa Mbemba', 'VIP · billet n° 2'],
    });
  });

  it('shows any other refusal’s own French message', () => {
    const error = new ApiError(
      409,
      { detail: 'Ce billet est pour un autre événement : « Jazz »' },
      'Ce billet est pour un autre événement : « Jazz »',
    );
    expect(verdictOfError(error, undefined).title).toBe('Ce billet est pour un autre événement : « Jazz »');
  });
});

describe('the counter and the search', () => {
  it('counts « entrés / attendus » from the list, the phone’s own admissions included', () => {
    const list = doorList([
      ticket(),
      ticket({ serial_id: 'TK2', code_sha256: 'h2' }),
      ticket({ serial_id: 'TK3', code_sha256: 'h3' }),
    ]);
    expect(countEntries(list)).toEqual({ entered: 0, expected: 3 });
    expect(countEntries(markAdmitted(list, 'TK2', '2026-12-12T20:00:00.000Z', null))).toEqual({
      entered: 1,
      expected: 3,
    });
  });

  it('finds a holder by any words of the name, without accents or case', () => {
    const list = doorList([
      ticket({ holder_name: 'Noël Ékambi', serial_id: 'A1', code_sha256: 'a' }),
      ticket({ holder_name: 'Awa Mbemba', serial_id: 'B2', code_sha256: 'b' }),
    ]);
    expect(searchTickets(list, 'ekambi noel', null).tickets.map((t) => t.serial_id)).toEqual(['A1']);
    expect(searchTickets(list, '  ', null)).toEqual({ tickets: [], total: 0 });
  });

  it('finds a ticket by its full code’s hash, or by the start of its number', () => {
    const list = doorList([ticket({ serial_id: 'TKABCDEF', code_sha256: 'hash-x' })]);
    expect(searchTickets(list, 'TKABCDEF.sig', 'hash-x').tickets).toHaveLength(1);
    expect(searchTickets(list, 'tkabc', null).tickets).toHaveLength(1);
    expect(searchTickets(list, 'zzzz', null).tickets).toHaveLength(0);
  });

  it('shows at most DOOR_LIMITS.searchResultsMax tickets, and says how many matched', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      ticket({ serial_id: `S${i}`, code_sha256: `h${i}`, holder_name: `Mbemba ${i}` }),
    );
    const found = searchTickets(doorList(many), 'mbemba', null);
    expect(found.tickets).toHaveLength(DOOR_LIMITS.searchResultsMax);
    expect(found.total).toBe(30);
  });
});

describe('the queue and the sync', () => {
  it('cuts the queue in batches of at most DOOR_LIMITS.syncScansMax, in order', () => {
    const queue = Array.from({ length: DOOR_LIMITS.syncScansMax * 2 + 3 }, (_, i) => i);
    const batches = batchesOf(queue);
    expect(batches.map((b) => b.length)).toEqual([DOOR_LIMITS.syncScansMax, DOOR_LIMITS.syncScansMax, 3]);
    expect(batches.flat()).toEqual(queue);
    expect(batchesOf([])).toEqual([]);
  });

  it('keeps the phone’s unsent admissions in a fresh list from the server', () => {
    const server = doorList([
      ticket(),
      ticket({
        serial_id: 'TK2',
        code_sha256: 'h2',
        checked_in_at: '2026-12-12T19:30:00.000Z',
        checked_in_by: 'kofi',
      }),
    ]);
    const merged = mergeServerList(server, [scan('c1', 'hash-1'), scan('c2', 'h2')], null);
    expect(merged.tickets.map((t) => [t.checked_in_at, t.checked_in_by])).toEqual([
      ['2026-12-12T20:04:00.000Z', null],
      // The server's own admission stays as it said.
      ['2026-12-12T19:30:00.000Z', 'kofi'],
    ]);
  });

  it('takes the server’s admissions and reports duplicates and invalid codes as conflicts', () => {
    const list = markAdmitted(
      markAdmitted(
        doorList([ticket(), ticket({ serial_id: 'TK2', code_sha256: 'h2', holder_name: 'Kofi' })]),
        'TK000001',
        '2026-12-12T20:04:00.000Z',
        null,
      ),
      'TK2',
      '2026-12-12T20:05:00.000Z',
      null,
    );
    const sent = [scan('c1', 'hash-1'), scan('c2', 'h2', '2026-12-12T20:05:00.000Z'), scan('bad', 'zz')];
    const { list: after, conflicts } = applySyncResults(list, sent, {
      results: [
        {
          code: 'c1',
          outcome: 'admitted',
          serial_id: 'TK000001',
          checked_in_at: '2026-12-12T20:04:00.000Z',
          checked_in_by: 'awa',
        },
        {
          code: 'c2',
          outcome: 'duplicate',
          serial_id: 'TK2',
          checked_in_at: '2026-12-12T20:01:00.000Z',
          checked_in_by: 'kofi',
        },
        { code: 'bad', outcome: 'invalid', serial_id: null, checked_in_at: null, checked_in_by: null },
      ],
    });
    expect(after.tickets.map((t) => [t.checked_in_at, t.checked_in_by])).toEqual([
      ['2026-12-12T20:04:00.000Z', 'awa'],
      ['2026-12-12T20:01:00.000Z', 'kofi'],
    ]);
    expect(conflicts).toEqual([
      expect.objectContaining({ outcome: 'duplicate', holder_name: 'Kofi', checked_in_by: 'kofi', seat: 2 }),
      expect.objectContaining({ outcome: 'invalid', holder_name: null, code_sha256: 'zz' }),
    ]);
  });
});

describe('a ticket found by name (manual admission)', () => {
  it('is decided on the phone by its serial id: admit once, then used; unknown is invalid', () => {
    const list = doorList([ticket()]);
    expect(decideOfflineBySerial(list, 'TK000001')).toEqual({ kind: 'admit', ticket: ticket() });
    const used = markAdmitted(list, 'TK000001', '2026-12-12T20:04:00.000Z', null);
    expect(decideOfflineBySerial(used, 'TK000001').kind).toBe('used');
    expect(decideOfflineBySerial(list, 'TK999999').kind).toBe('invalid');
    expect(decideOfflineBySerial(doorList([ticket()], { is_cancelled: true }), 'TK000001').kind).toBe(
      'cancelled',
    );
  });

  it('is sent by serial id, never with a code, and keyed apart from a scan of the same time', () => {
    const at = '2026-12-12T20:04:00.000Z';
    const manual = { serial_id: 'TK000001', scanned_at: at, device_id: 'd', code_sha256: 'hash-1' };
    expect(sentScan(manual)).toEqual({ serial_id: 'TK000001', scanned_at: at, device_id: 'd' });
    expect(sentScan({ ...manual, serial_id: undefined, code: 'TK000001.sig' })).toEqual({
      code: 'TK000001.sig',
      scanned_at: at,
      device_id: 'd',
    });
    expect(scanKey(manual)).not.toBe(scanKey({ code: 'TK000001', scanned_at: at }));
  });

  it("shows the server's result like a scan's verdict", () => {
    const result = {
      code: 'TK000001',
      serial_id: 'TK000001',
      checked_in_at: '2026-12-12T20:01:00.000Z',
      checked_in_by: 'kofi',
    };
    expect(verdictOfSyncResult({ ...result, outcome: 'admitted' }, ticket())).toEqual({
      tone: 'admitted',
      title: 'Billet valide : entrée autorisée',
      lines: ['Titulaire : Awa Mbemba', 'VIP · billet n° 2'],
    });
    expect(verdictOfSyncResult({ ...result, outcome: 'duplicate' }, ticket()).title).toBe(
      'Déjà entré à 21:01 (contrôlé par kofi)',
    );
    const invalid = { ...result, outcome: 'invalid' as const, checked_in_at: null, checked_in_by: null };
    expect(verdictOfSyncResult(invalid, undefined)).toEqual({
      tone: 'refused',
      title: 'Billet invalide',
      lines: [],
    });
  });
});
