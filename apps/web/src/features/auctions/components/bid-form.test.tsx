// @vitest-environment jsdom
import '../../../test/dom.ts';
import type { Auction } from '@sanza/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { FakeEventSource, makeAuction, makeBidUpdate } from '../../../test/auctions.ts';
import { callsTo, jsonResponse, makeAccessToken, mockApi, notFound, renderAt } from '../../../test/auth.tsx';
import { logout } from '../../auth/store.ts';
import { AuctionDetail } from './auction-detail.tsx';
import { createBidFormSchema } from './bid-form.tsx';

const signIn = () => writeTokens({ access: makeAccessToken(300) });

/** The auction page with the API answering `auction`, and bids answered by `onBid`. */
function renderAuction(auction: Auction, onBid?: (body: { amount: string }) => Response) {
  const fetchMock = mockApi([
    { method: 'GET', path: `/api/tickets/auctions/${auction.id}/`, answer: () => jsonResponse(200, auction) },
    {
      method: 'POST',
      path: `/api/tickets/auctions/${auction.id}/bid/`,
      answer: (init) => onBid?.(JSON.parse(String(init?.body))) ?? jsonResponse(500, {}),
    },
  ]);
  const view = renderAt(<AuctionDetail id={auction.id} />, {
    path: '/auctions/:id',
    url: `/auctions/${auction.id}`,
  });
  return { ...view, fetchMock };
}

/** The submit of the signed-in form, once its code has loaded (a disabled stand-in shows until then). */
async function readySubmit() {
  const submit = await screen.findByRole('button', { name: 'Enchérir' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Enchérir' })).toBeEnabled());
  return submit;
}

const amountField = () => screen.getByLabelText('Votre enchère (XAF)');
const bidPath = (auction: Auction) => `/api/tickets/auctions/${auction.id}/bid/`;

describe('createBidFormSchema', () => {
  const schema = createBidFormSchema(45000);
  const messageOf = (amount: string) => schema.safeParse({ amount }).error?.issues[0]?.message;

  it("refuses anything that is not a whole amount with 'Veuillez entrer un montant valide'", () => {
    for (const amount of ['', 'abc', '-5', '45500.5', '1e6']) {
      expect(messageOf(amount)).toBe('Veuillez entrer un montant valide');
    }
  });

  it('refuses an amount that is not above the current price with the price in the message', () => {
    expect(messageOf('45000')).toBe('Le montant doit être supérieur à 45000XAF');
    expect(messageOf('100')).toBe('Le montant doit être supérieur à 45000XAF');
  });

  it("asks for the organizer's raise over the current price when it is over 1 XAF", () => {
    const raised = createBidFormSchema(45000, undefined, 500);
    expect(raised.safeParse({ amount: '45499' }).error?.issues[0]?.message).toBe(
      "Le montant doit être d'au moins 45500XAF",
    );
    expect(raised.safeParse({ amount: '45000' }).error?.issues[0]?.message).toBe(
      'Le montant doit être supérieur à 45000XAF',
    );
    expect(raised.safeParse({ amount: '45500' }).data).toEqual({ amount: 45500 });
  });

  it('accepts the current price + 1', () => {
    expect(schema.safeParse({ amount: '45001' }).data).toEqual({ amount: 45001 });
  });

  it("refuses an amount above the auction's ceiling with the server's message", () => {
    const capped = createBidFormSchema(45000, 450000);
    expect(capped.safeParse({ amount: '450001' }).error?.issues[0]?.message).toBe(
      "Le montant ne peut pas dépasser 450\u00a0000 XAF pour l'instant",
    );
    expect(capped.safeParse({ amount: '450000' }).data).toEqual({ amount: 450000 });
  });
});

describe('AuctionDetail bid form', () => {
  beforeEach(() => {
    logout();
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows a visitor a disabled 'Connectez-vous pour enchérir' and links that bring them back", async () => {
    const auction = makeAuction();
    renderAuction(auction);

    const submit = await screen.findByRole('button', { name: 'Connectez-vous pour enchérir' });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `/login?next=/auctions/${auction.id}`,
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      `/register?next=/auctions/${auction.id}`,
    );
  });

  it('prefills the current price + 1, with that minimum, the maximum, a step of 1, and says both', async () => {
    signIn();
    renderAuction(makeAuction({ current_price: 45000, max_bid: 450000 }));

    await readySubmit();
    expect(amountField()).toHaveValue(45001);
    expect(amountField()).toHaveAttribute('min', '45001');
    expect(amountField()).toHaveAttribute('max', '450000');
    expect(amountField()).toHaveAttribute('step', '1');
    expect(amountField()).toHaveAttribute('type', 'number');
    expect(amountField()).toHaveAccessibleDescription(
      'Minimum : 45\u00a0001\u00a0XAF · maximum : 450\u00a0000\u00a0XAF',
    );
  });

  it("prefills and asks for the organizer's raise when it is over 1 XAF, before sending anything", async () => {
    signIn();
    const user = userEvent.setup();
    const auction = makeAuction({ current_price: 20000, max_bid: 200000, min_increment: 500 });
    const { fetchMock } = renderAuction(auction);

    await readySubmit();
    expect(amountField()).toHaveValue(20500);
    expect(amountField()).toHaveAttribute('min', '20500');
    await user.clear(amountField());
    await user.type(amountField(), '20100');
    await user.click(screen.getByRole('button', { name: 'Enchérir' }));
    expect(await screen.findByText("Le montant doit être d'au moins 20500XAF")).toBeInTheDocument();
    expect(callsTo(fetchMock, bidPath(auction))).toHaveLength(0);
  });

  it('refuses an amount above the maximum before sending it, and follows the maximum live', async () => {
    signIn();
    const user = userEvent.setup();
    const auction = makeAuction({ current_price: 45000, max_bid: 450000, bids_count: 1 });
    const { fetchMock } = renderAuction(auction);
    await readySubmit();

    await user.clear(amountField());
    await user.type(amountField(), '450001');
    await user.click(screen.getByRole('button', { name: 'Enchérir' }));
    // (The text matcher reads the no-break space of `450 000` as a space.)
    expect(
      await screen.findByText("Le montant ne peut pas dépasser 450 000 XAF pour l'instant"),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, bidPath(auction))).toHaveLength(0);

    act(() => FakeEventSource.instances.at(-1)!.emit('bid', makeBidUpdate(auction, 50000)));
    await waitFor(() => expect(amountField()).toHaveAttribute('max', '500000'));
  });

  it('checks the amount before sending anything', async () => {
    signIn();
    const user = userEvent.setup();
    const auction = makeAuction({ current_price: 45000 });
    const { fetchMock } = renderAuction(auction);
    await readySubmit();

    await user.clear(amountField());
    await user.click(screen.getByRole('button', { name: 'Enchérir' }));
    expect(await screen.findByText('Veuillez entrer un montant valide')).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');

    await user.type(amountField(), '45000');
    await user.click(screen.getByRole('button', { name: 'Enchérir' }));
    expect(await screen.findByText('Le montant doit être supérieur à 45000XAF')).toBeInTheDocument();
    expect(callsTo(fetchMock, bidPath(auction))).toHaveLength(0);
  });

  it('sends the amount with 2 decimals, then shows the new price and bid at once and the success for 3 s', async () => {
    signIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const auction = makeAuction({ current_price: 45000, bids_count: 1 });
    const { fetchMock } = renderAuction(auction, () =>
      jsonResponse(201, {
        ...auction,
        current_price: 46000,
        bids_count: 2,
        server_time: new Date().toISOString(),
        bids: [
          { id: 9001, user: 'awa', amount: 46000, created_at: new Date().toISOString() },
          ...auction.bids,
        ],
      }),
    );
    await readySubmit();

    await user.clear(amountField());
    await user.type(amountField(), '46000');
    await user.click(screen.getByRole('button', { name: 'Enchérir' }));

    expect(await screen.findByText('Enchère placée avec succès !')).toBeInTheDocument();
    expect(callsTo(fetchMock, bidPath(auction)).map((call) => call.body)).toEqual([{ amount: '46000.00' }]);
    const history = screen.getByRole('region', { name: 'Historique des enchères' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(/awa.*46 000 XAF/);
    expect(screen.getByText('Prix actuel').parentElement).toHaveTextContent('46 000 XAF');
    expect(amountField()).toHaveValue(46001);

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Enchère placée avec succès !')).not.toBeInTheDocument();
  });

  it("shows the server's message when it refuses the bid, and the generic one when it says nothing", async () => {
    signIn();
    const user = userEvent.setup();
    const auction = makeAuction({ current_price: 45000 });
    let answer = jsonResponse(400, { detail: 'Le montant doit être supérieur à 47000XAF' });
    renderAuction(auction, () => answer);
    await readySubmit();

    await user.click(screen.getByRole('button', { name: 'Enchérir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le montant doit être supérieur à 47000XAF');

    answer = new Response('Bad gateway', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Enchérir' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent("Une erreur est survenue lors de l'enchère"),
    );
  });

  it('follows the price others set live, until the user types an amount', async () => {
    signIn();
    const user = userEvent.setup();
    const auction = makeAuction({ current_price: 45000, bids_count: 1 });
    renderAuction(auction);
    await readySubmit();
    const stream = FakeEventSource.instances.at(-1)!;

    act(() => stream.emit('bid', makeBidUpdate(auction, 48000, { user: 'mireille' })));
    expect(await screen.findByText('mireille')).toBeInTheDocument();
    expect(screen.getByText('Prix actuel').parentElement).toHaveTextContent('48 000 XAF');
    // The field follows the price in an effect, which runs after the new price is painted.
    await waitFor(() => expect(amountField()).toHaveValue(48001));

    await user.clear(amountField());
    await user.type(amountField(), '60000');
    act(() => stream.emit('bid', makeBidUpdate({ ...auction, bids_count: 2 }, 50000, { user: 'kofi' })));
    await waitFor(() =>
      expect(screen.getByText('Prix actuel').parentElement).toHaveTextContent('50 000 XAF'),
    );
    expect(amountField()).toHaveValue(60000);
  });

  it("disables bidding once the auction has ended, saying 'Enchère terminée'", async () => {
    signIn();
    const ended = makeAuction({ end_time: new Date(Date.now() - 1000).toISOString(), is_active: false });
    renderAuction(ended);

    expect(await screen.findByRole('button', { name: 'Enchère terminée' })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('Enchère terminée');
  });

  it('keeps the auction shown when the stream breaks and the read it triggers fails (network down)', async () => {
    const auction = makeAuction({ current_price: 45000 });
    const { fetchMock } = renderAuction(auction);
    expect(await screen.findByText('Prix actuel')).toBeInTheDocument();
    // The stream opens in an effect, which runs after the auction is painted.
    await waitFor(() => expect(FakeEventSource.instances).not.toHaveLength(0));
    const stream = FakeEventSource.instances.at(-1)!;
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    act(() => stream.dispatchEvent(new Event('error')));
    // Read again, failed, tried once more (after 1 s), failed: the query is now in error.
    const reads = () => callsTo(fetchMock, `/api/tickets/auctions/${auction.id}/`).length;
    await waitFor(() => expect(reads()).toBe(3), { timeout: 3000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Prix actuel').parentElement).toHaveTextContent('45 000 XAF');
    expect(screen.queryByText("Erreur lors du chargement de l'enchère")).not.toBeInTheDocument();
  });

  it("shows the server's detail when the auction cannot be loaded", async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/tickets/auctions/404/',
        answer: notFound,
      },
    ]);
    renderAt(<AuctionDetail id={404} />, { path: '/auctions/:id', url: '/auctions/404' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ressource non trouvée');
  });

  it("shows 'Erreur lors du chargement de l'enchère' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderAt(<AuctionDetail id={7} />, { path: '/auctions/:id', url: '/auctions/7' });
    await waitFor(
      () => expect(screen.getByRole('alert')).toHaveTextContent("Erreur lors du chargement de l'enchère"),
      { timeout: 4000 },
    );
  });
});
