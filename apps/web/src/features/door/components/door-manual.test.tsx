// @vitest-environment jsdom
import '../../../test/dom.ts';
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, makeUser, mockApi, renderAt } from '../../../test/auth.tsx';
import type { DoorList } from '../api.ts';
import { sha256Hex } from '../rules.ts';
import { DoorPage } from './door-page.tsx';

const event = {
  serial_id: 'ev9',
  name: 'Jazz au fleuve',
  date: '2026-12-12',
  time: '20:00:00',
  location: 'Douala',
};

async function doorList(): Promise<DoorList> {
  const ticket = async (serial_id: string, holder_name: string, ticket_name: string, seat: number) => ({
    serial_id,
    code_sha256: await sha256Hex(`${serial_id}.sig`),
    holder_name,
    ticket_name,
    seat,
    checked_in_at: null,
    checked_in_by: null,
  });
  return {
    event: { ...event, is_cancelled: false },
    generated_at: '2026-12-12T19:00:00.000Z',
    expected: 2,
    checked_in: 0,
    tickets: [await ticket('tk7', 'Awa Mbemba', 'VIP', 2), await ticket('tk8', 'Noël Ékambi', 'Standard', 1)],
  };
}

function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

async function readVerdict(user: ReturnType<typeof userEvent.setup>) {
  const verdict = await screen.findByRole('alert');
  const text = verdict.textContent;
  await user.click(verdict.closest('button')!);
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  return text;
}

/** Searches a name, asks to let the one ticket found in, and answers the confirmation. */
async function admitByName(user: ReturnType<typeof userEvent.setup>, name: string, confirm = true) {
  const field = screen.getByLabelText('Nom ou code du billet');
  await user.clear(field);
  await user.type(field, name);
  const found = await screen.findByRole('list', { name: 'Billets trouvés' });
  await user.click(within(found).getByRole('button', { name: 'Faire entrer' }));
  const ask = within(found).getByRole('group', { name: 'Faire entrer ce billet ?' });
  await user.click(within(ask).getByRole('button', { name: confirm ? 'Confirmer l’entrée' : 'Annuler' }));
  return ask;
}

describe('the door: a ticket found by name', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is let in after a confirmation: online by the server (serial id), offline by the phone, then sent', async () => {
    const list = await doorList();
    let results: object[] = [];
    const fetchMock = mockApi([
      {
        method: 'GET',
        path: '/api/auth/user/',
        answer: () => jsonResponse(200, makeUser({ username: 'awa' })),
      },
      { method: 'GET', path: '/api/tickets/check-in/events/', answer: () => jsonResponse(200, [event]) },
      { method: 'GET', path: '/api/studio/events/ev9/door-list/', answer: () => jsonResponse(200, list) },
      {
        method: 'POST',
        path: '/api/studio/events/ev9/check-ins/sync/',
        answer: () => jsonResponse(200, { results }),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<DoorPage />, { path: '/studio/door', url: '/studio/door?evenement=ev9' });
    expect(await screen.findByText('0 entré / 2 attendus')).toBeInTheDocument();

    // The confirmation shows who, which ticket and seat; « Annuler » lets no one in.
    const field = screen.getByLabelText('Nom ou code du billet');
    await user.type(field, 'awa');
    const found = await screen.findByRole('list', { name: 'Billets trouvés' });
    await user.click(within(found).getByRole('button', { name: 'Faire entrer' }));
    const ask = within(found).getByRole('group', { name: 'Faire entrer ce billet ?' });
    expect(ask).toHaveTextContent('Titulaire : Awa Mbemba');
    expect(ask).toHaveTextContent('VIP · billet n° 2');
    expect(ask).toHaveTextContent('Vérifiez une pièce d’identité');
    await user.click(within(ask).getByRole('button', { name: 'Annuler' }));
    expect(callsTo(fetchMock, '/api/studio/events/ev9/check-ins/sync/')).toHaveLength(0);

    // Online: one admission by serial id, now; the server's verdict shows like a scan's.
    results = [
      {
        code: 'tk7',
        outcome: 'admitted',
        serial_id: 'tk7',
        checked_in_at: '2026-12-12T20:04:00.000Z',
        checked_in_by: 'awa',
      },
    ];
    await admitByName(user, 'awa');
    expect(await readVerdict(user)).toBe(
      'Billet valide : entrée autoriséeTitulaire : Awa MbembaVIP · billet n° 2',
    );
    expect(callsTo(fetchMock, '/api/studio/events/ev9/check-ins/sync/')[0]?.body).toEqual({
      scans: [
        {
          serial_id: 'tk7',
          scanned_at: expect.any(String),
          device_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      ],
    });
    expect(screen.getByText('1 entré / 2 attendus')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Billets trouvés' })).queryByRole('button')).toBeNull();

    // Offline: the phone decides from the list and queues it by serial id.
    setOnline(false);
    expect(await screen.findByText('Hors ligne')).toBeInTheDocument();
    await admitByName(user, 'noel');
    expect(await readVerdict(user)).toMatch(/^Billet valide : entrée autoriséeTitulaire : Noël Ékambi/);
    expect(screen.getByText('2 entrés / 2 attendus')).toBeInTheDocument();
    expect(screen.getByText('1 scan à envoyer')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/studio/events/ev9/check-ins/sync/')).toHaveLength(1);
    await user.clear(screen.getByLabelText('Nom ou code du billet'));

    // Back online: the queued admission is sent by serial id.
    results = [
      {
        code: 'tk8',
        outcome: 'admitted',
        serial_id: 'tk8',
        checked_in_at: '2026-12-12T20:10:00.000Z',
        checked_in_by: 'awa',
      },
    ];
    setOnline(true);
    expect(await screen.findByText('Tous les scans sont envoyés')).toBeInTheDocument();
    const sent = callsTo(fetchMock, '/api/studio/events/ev9/check-ins/sync/');
    expect(sent[1]?.body).toEqual({
      scans: [{ serial_id: 'tk8', scanned_at: expect.any(String), device_id: expect.any(String) }],
    });
  }, 30_000);
});

describe('the door: the gate sale', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("links « Vente à l'entrée » of the chosen event while online, not offline", async () => {
    mockApi([
      { method: 'GET', path: '/api/auth/user/', answer: () => jsonResponse(200, makeUser()) },
      { method: 'GET', path: '/api/tickets/check-in/events/', answer: () => jsonResponse(200, [event]) },
      {
        method: 'GET',
        path: '/api/studio/events/ev9/door-list/',
        answer: async () => jsonResponse(200, await doorList()),
      },
    ]);
    renderAt(<DoorPage />, { path: '/studio/door', url: '/studio/door?evenement=ev9' });
    const link = await screen.findByRole('link', { name: "Vente à l'entrée" });
    expect(link).toHaveAttribute('href', '/studio/events/ev9/door-sale');
    setOnline(false);
    await waitFor(() => expect(screen.queryByRole('link', { name: "Vente à l'entrée" })).toBeNull());
  });
});
