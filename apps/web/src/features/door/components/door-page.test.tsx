// @vitest-environment jsdom
import '../../../test/dom.ts';
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, makeUser, mockApi, renderAt } from '../../../test/auth.tsx';
import type { DoorList } from '../api.ts';
import { sha256Hex } from '../rules.ts';
import { DoorPage } from './door-page.tsx';

const event = {
  serial_id: 'ev1',
  name: 'Nuit de la Rumba',
  date: '2026-12-12',
  time: '20:00:00',
  location: 'Douala',
};

async function doorList(): Promise<DoorList> {
  return {
    event: { ...event, is_cancelled: false },
    generated_at: '2026-12-12T19:00:00.000Z',
    expected: 2,
    checked_in: 0,
    tickets: [
      {
        serial_id: 'tk1',
        code_sha256: await sha256Hex('tk1.sig'),
        holder_name: 'Awa Mbemba',
        ticket_name: 'VIP',
        seat: 2,
        checked_in_at: null,
        checked_in_by: null,
      },
      {
        serial_id: 'tk2',
        code_sha256: await sha256Hex('tk2.sig'),
        holder_name: 'Noël Ékambi',
        ticket_name: 'Standard',
        seat: 1,
        checked_in_at: null,
        checked_in_by: null,
      },
    ],
  };
}

/** Sets what the browser says of the network, and tells the page as the browser would. */
function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

/** Types a code in the search field and submits it. */
async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.clear(screen.getByLabelText('Nom ou code du billet'));
  await user.type(screen.getByLabelText('Nom ou code du billet'), code);
  await user.click(screen.getByRole('button', { name: 'Vérifier' }));
}

/** The full-screen verdict, then a tap to clear it. */
async function readVerdict(user: ReturnType<typeof userEvent.setup>) {
  const verdict = await screen.findByRole('alert');
  const text = verdict.textContent;
  await user.click(verdict.closest('button')!);
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  return text;
}

describe('the door', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('checks online, decides offline from the kept list, then sends the queued scans and shows the conflict', async () => {
    const list = await doorList();
    let checkIn = () =>
      jsonResponse(200, {
        detail: 'Billet valide : entrée autorisée',
        ticket: {
          serial_id: 'tk1',
          ticket_name: 'VIP',
          seat: 2,
          holder_name: 'Awa Mbemba',
          event: { serial_id: 'ev1', name: event.name },
        },
      });
    const fetchMock = mockApi([
      {
        method: 'GET',
        path: '/api/auth/user/',
        answer: () => jsonResponse(200, makeUser({ username: 'awa' })),
      },
      { method: 'GET', path: '/api/tickets/check-in/events/', answer: () => jsonResponse(200, [event]) },
      { method: 'GET', path: '/api/studio/events/ev1/door-list/', answer: () => jsonResponse(200, list) },
      { method: 'POST', path: '/api/tickets/check-in/', answer: () => checkIn() },
      {
        method: 'POST',
        path: '/api/studio/events/ev1/check-ins/sync/',
        answer: () =>
          jsonResponse(200, {
            results: [
              {
                code: 'tk2.sig',
                outcome: 'duplicate',
                serial_id: 'tk2',
                checked_in_at: '2026-12-12T20:01:00.000Z',
                checked_in_by: 'kofi',
              },
            ],
          }),
      },
    ]);
    const user = userEvent.setup();
    const { router } = renderAt(<DoorPage />, { path: '/studio/door', url: '/studio/door' });

    const events = await screen.findByRole('list', { name: 'Événements à contrôler' });
    await user.click(within(events).getByRole('link', { name: /^Nuit de la Rumba/ }));
    expect(router.state.location.search).toBe('?evenement=ev1');
    expect(await screen.findByText('0 entré / 2 attendus')).toBeInTheDocument();
    expect(screen.getByText('Tous les scans sont envoyés')).toBeInTheDocument();

    // Online: the server decides.
    await typeCode(user, ' tk1.sig ');
    expect(await readVerdict(user)).toBe(
      'Billet valide : entrée autoriséeTitulaire : Awa MbembaVIP · billet n° 2',
    );
    expect(callsTo(fetchMock, '/api/tickets/check-in/')[0]?.body).toEqual({ code: 'tk1.sig', event: 'ev1' });
    expect(screen.getByText('1 entré / 2 attendus')).toBeInTheDocument();

    checkIn = () =>
      jsonResponse(409, {
        detail: 'Billet déjà utilisé le samedi 12 décembre 2026 à 21:04',
        checked_in_at: '2026-12-12T20:04:00.000Z',
        checked_in_by: 'kofi',
      });
    await typeCode(user, 'tk1.sig');
    expect(await readVerdict(user)).toMatch(
      /^Déjà entré à 21:04 \(contrôlé par kofi\)Titulaire : Awa Mbemba/,
    );

    // Offline: the phone decides from the list, and queues the admission.
    setOnline(false);
    expect(await screen.findByText('Hors ligne')).toBeInTheDocument();
    await typeCode(user, 'tk2.sig');
    expect(await readVerdict(user)).toMatch(/^Billet valide : entrée autoriséeTitulaire : Noël Ékambi/);
    expect(screen.getByText('2 entrés / 2 attendus')).toBeInTheDocument();
    expect(screen.getByText('1 scan à envoyer')).toBeInTheDocument();
    await typeCode(user, 'tk2.sig');
    expect(await readVerdict(user)).toMatch(/^Déjà entré à \d\d:\d\d \(contrôlé par ce téléphone\)/);
    await typeCode(user, 'faux.code');
    expect(await readVerdict(user)).toBe('Billet invalide');
    expect(callsTo(fetchMock, '/api/tickets/check-in/')).toHaveLength(2);

    // A name is looked up in the list, never sent.
    await user.type(screen.getByLabelText('Nom ou code du billet'), 'noel');
    const found = await screen.findByRole('list', { name: 'Billets trouvés' });
    expect(within(found).getByText('Noël Ékambi')).toBeInTheDocument();
    expect(within(found).getByText(/^Entré/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nom ou code du billet'));

    // Back online: the queued scan is sent, the server says another scan came first.
    setOnline(true);
    expect(await screen.findByText('Conflits à l’envoi')).toBeInTheDocument();
    const [sync] = callsTo(fetchMock, '/api/studio/events/ev1/check-ins/sync/');
    expect(sync?.body).toEqual({
      scans: [
        {
          code: 'tk2.sig',
          scanned_at: expect.any(String),
          device_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      ],
    });
    expect(screen.getByText('Déjà entré à 21:01 (contrôlé par kofi)')).toBeInTheDocument();
    expect(await screen.findByText('Tous les scans sont envoyés')).toBeInTheDocument();
  }, 30_000);

  it('clears a verdict by itself after a few seconds', async () => {
    mockApi([
      { method: 'GET', path: '/api/auth/user/', answer: () => jsonResponse(200, makeUser()) },
      { method: 'GET', path: '/api/tickets/check-in/events/', answer: () => jsonResponse(200, [event]) },
      {
        method: 'GET',
        path: '/api/studio/events/ev1/door-list/',
        answer: async () => jsonResponse(200, await doorList()),
      },
      {
        method: 'POST',
        path: '/api/tickets/check-in/',
        answer: () => jsonResponse(400, { detail: 'Billet invalide' }),
      },
    ]);
    renderAt(<DoorPage />, { path: '/studio/door', url: '/studio/door?evenement=ev1' });
    const field = await screen.findByLabelText('Nom ou code du billet');
    fireEvent.input(field, { target: { value: 'x.y' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.submit(field.closest('form')!);
      expect(await screen.findByRole('alert')).toHaveTextContent('Billet invalide');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(6_100);
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
