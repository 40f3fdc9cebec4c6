// @vitest-environment jsdom
import '../../../../test/dom.ts';
import type { MoneySummary, Statement } from '@sanza/contracts';
import { studioMoneyMessages as msg } from '@sanza/contracts/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, mockApi, renderAt } from '../../../../test/auth.tsx';
import { MoneyPage } from './money-page.tsx';

// 30 June 2030 at noon in Douala: the default period is 1–30 June.
const now = () => new Date('2030-06-30T11:00:00Z');
const SUMMARY = '/api/studio/money/';
const STATEMENT = '/api/studio/money/statement/';

const summary = (overrides: Partial<MoneySummary> = {}): MoneySummary => ({
  balance: 125_000,
  available: 100_000,
  pending: 25_000,
  currency: 'XAF',
  ...overrides,
});

const statement = (overrides: Partial<Statement> = {}): Statement => ({
  from: '2030-06-01',
  to: '2030-06-30',
  currency: 'XAF',
  opening_balance: 10_000,
  closing_balance: 38_500,
  totals: { sales: 50_000, fees: -2_500, refunds: -5_000, payouts: -14_000, net: 28_500 },
  entries: [
    {
      id: 1,
      kind: 'sale',
      amount: 50_000,
      created_at: '2030-06-10T18:00:00.000Z',
      event: { serial_id: 'evt1', name: 'Nuit de la Rumba' },
    },
    {
      id: 2,
      kind: 'fee',
      amount: -2_500,
      created_at: '2030-06-10T18:00:00.000Z',
      event: { serial_id: 'evt1', name: 'Nuit de la Rumba' },
    },
    { id: 3, kind: 'payout', amount: -14_000, created_at: '2030-06-20T09:00:00.000Z', event: null },
  ],
  ...overrides,
});

const routes = (answers: { summary?: () => Response; statement?: () => Response } = {}) => [
  { method: 'GET', path: SUMMARY, answer: answers.summary ?? (() => jsonResponse(200, summary())) },
  { method: 'GET', path: STATEMENT, answer: answers.statement ?? (() => jsonResponse(200, statement())) },
];

/** The query of each statement request, in order. */
const statementQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === STATEMENT)
    .map((url) => url.search);

const figureOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MoneyPage', () => {
  it('shows the balance, what is available and what is held, in XAF', async () => {
    mockApi(routes());
    renderAt(<MoneyPage now={now} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon argent' })).toBeInTheDocument();
    expect(await screen.findByText('Solde', { selector: 'dt' })).toBeInTheDocument();
    expect(figureOf('Solde')).toHaveTextContent('125 000 XAF');
    expect(figureOf('Disponible')).toHaveTextContent('100 000 XAF');
    expect(figureOf('En attente')).toHaveTextContent('25 000 XAF');
    expect(screen.getByText(/reste en attente quelques jours après sa fin/)).toBeInTheDocument();
  });

  it("asks the last 30 days' statement and shows its totals and entries, negative amounts signed", async () => {
    const fetchMock = mockApi(routes());
    renderAt(<MoneyPage now={now} />);
    const entries = await screen.findByRole('list', { name: 'Mouvements' });
    expect(statementQueries(fetchMock)).toEqual(['?from=2030-06-01&to=2030-06-30']);
    const totals = screen.getByLabelText('Totaux de la période');
    const total = (term: string) => within(totals).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(total('Ventes')).toHaveTextContent('+50 000 XAF');
    expect(total('Commission Sanza')).toHaveTextContent('\u22122 500 XAF');
    expect(total('Remboursements')).toHaveTextContent('\u22125 000 XAF');
    expect(total('Versements')).toHaveTextContent('\u221214 000 XAF');
    expect(total('Net')).toHaveTextContent('+28 500 XAF');
    const rows = within(entries).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'VenteNuit de la Rumbalundi 10 juin 2030+50\u00a0000\u00a0XAF',
      'Commission SanzaNuit de la Rumbalundi 10 juin 2030\u22122\u00a0500\u00a0XAF',
      'VersementHors événementjeudi 20 juin 2030\u221214\u00a0000\u00a0XAF',
    ]);
  });

  it('says when the period has no entry', async () => {
    mockApi(
      routes({
        statement: () =>
          jsonResponse(
            200,
            statement({
              entries: [],
              closing_balance: 10_000,
              totals: { sales: 0, fees: 0, refunds: 0, payouts: 0, net: 0 },
            }),
          ),
      }),
    );
    renderAt(<MoneyPage now={now} />);
    expect(await screen.findByText('Aucun mouvement sur cette période.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Mouvements' })).not.toBeInTheDocument();
  });

  it('asks the chosen period, and refuses a reversed or too long one with its message and no request', async () => {
    const fetchMock = mockApi(routes());
    const user = userEvent.setup();
    renderAt(<MoneyPage now={now} />);
    await screen.findByRole('list', { name: 'Mouvements' });
    const from = screen.getByLabelText('Du');
    const to = screen.getByLabelText('Au');

    await user.clear(from);
    await user.type(from, '2030-07-01');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(await screen.findByText(msg.fromAfterTo)).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');

    await user.clear(from);
    await user.type(from, '2029-06-29');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(await screen.findByText(msg.periodTooLong)).toBeInTheDocument();
    expect(statementQueries(fetchMock)).toHaveLength(1);

    await user.clear(from);
    await user.type(from, '2029-06-30');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    await vi.waitFor(() =>
      expect(statementQueries(fetchMock)).toEqual([
        '?from=2030-06-01&to=2030-06-30',
        '?from=2029-06-30&to=2030-06-30',
      ]),
    );
    expect(screen.queryByText(msg.periodTooLong)).not.toBeInTheDocument();
  });

  it("downloads the period's statement as CSV with the credentials", async () => {
    writeTokens({ access: makeAccessToken(300) });
    // The CSV shares the statement's path (mockApi ignores the query): its answer is saved as the file, named
    // after the period since it names none.
    const fetchMock = mockApi(routes());
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const user = userEvent.setup();
    renderAt(<MoneyPage now={now} />);
    await user.click(await screen.findByRole('button', { name: 'Télécharger le relevé (CSV)' }));
    await vi.waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:csv', download: 'releve-2030-06-01-2030-06-30.csv' }]),
    );
    expect(statementQueries(fetchMock).at(-1)).toBe('?from=2030-06-01&to=2030-06-30&format=csv');
    const [, csv] = callsTo(fetchMock, STATEMENT).map((call) => call.init);
    expect((csv?.headers as Record<string, string> | undefined)?.Authorization).toMatch(/^Bearer /);
  });

  it('offers « Réessayer » when the balance fails to load, and shows it once it comes', async () => {
    let failing = true;
    mockApi(
      routes({
        summary: () => (failing ? jsonResponse(403, { detail: 'Non.' }) : jsonResponse(200, summary())),
      }),
    );
    const user = userEvent.setup();
    renderAt(<MoneyPage now={now} />);
    expect(await screen.findByText(/Votre solde n’a pas pu être chargé/)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Solde', { selector: 'dt' })).toBeInTheDocument();
    expect(figureOf('Solde')).toHaveTextContent('125 000 XAF');
  });
});
