// @vitest-environment jsdom
import '../../../../test/dom.ts';
import '../../../../test/dialog.ts';
import { studioEventMessages as msg } from '@sanza/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, mockApi, renderAt } from '../../../../test/auth.tsx';
import { emptyDoorStaffRoute, makeSales, makeStudioEvent, makeStudioTicketType } from '../test-fixtures.ts';
import { SalesView } from './sales-view.tsx';
import { StudioEventView } from './studio-event-view.tsx';
import { StudioEventsList } from './studio-events-list.tsx';

const categoriesRoute = {
  method: 'GET',
  path: '/api/events/-/c/categories/',
  answer: () => jsonResponse(200, [{ serial_id: 'cat1', name: 'Concerts', description: '' }]),
};

const TOKEN = makeAccessToken(300);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('StudioEventsList', () => {
  it('lists my events with date in the venue zone, city, status and counts per ticket type', async () => {
    mockApi([
      emptyDoorStaffRoute,
      {
        method: 'GET',
        path: '/api/studio/events/',
        answer: () =>
          jsonResponse(200, [
            makeStudioEvent({
              serial_id: 'a',
              name: 'Nuit de la Rumba',
              time_zone: 'Africa/Lubumbashi',
              starts_at: '2030-06-10T18:00:00.000Z',
              location: 'Salle, Lubumbashi',
              ticket_types: [makeStudioTicketType({ name: 'VIP', sold: 3, held: 2, left: 5 })],
            }),
            makeStudioEvent({
              serial_id: 'b',
              name: 'Festival',
              status: 'published',
              hidden_reason: 'Doublon',
            }),
          ]),
      },
    ]);
    renderAt(<StudioEventsList />);
    const rumba = (await screen.findByRole('link', { name: 'Gérer : Nuit de la Rumba' })).closest('article')!;
    expect(within(rumba).getByText('lundi 10 juin 2030 à 20:00')).toBeInTheDocument();
    expect(within(rumba).getByText('Salle, Lubumbashi')).toBeInTheDocument();
    expect(within(rumba).getByText('Brouillon')).toBeInTheDocument();
    expect(within(rumba).getByText('3 vendu(s) · 2 réservé(s) · 5 restant(s)')).toBeInTheDocument();
    const hidden = screen.getByRole('link', { name: 'Gérer : Festival' }).closest('article')!;
    expect(within(hidden).getByText("Masqué par l'équipe")).toBeInTheDocument();
    expect(within(hidden).getByText('Motif : Doublon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouvel événement' })).toHaveAttribute(
      'href',
      '/studio/events/new',
    );
  });

  it('says there is no event yet', async () => {
    mockApi([
      emptyDoorStaffRoute,
      { method: 'GET', path: '/api/studio/events/', answer: () => jsonResponse(200, []) },
    ]);
    renderAt(<StudioEventsList />);
    expect(
      await screen.findByRole('heading', { name: "Vous n'avez pas encore d'événement" }),
    ).toBeInTheDocument();
  });
});

describe('StudioEventView: form', () => {
  it("shows the event's category even when the categories arrive after the event", async () => {
    let release!: () => void;
    const late = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi([
      emptyDoorStaffRoute,
      {
        method: 'GET',
        path: '/api/studio/events/evt1/',
        answer: () => jsonResponse(200, makeStudioEvent()),
      },
      { ...categoriesRoute, answer: async () => (await late, categoriesRoute.answer()) },
    ]);
    renderAt(<StudioEventView serialId="evt1" />);
    const select = await screen.findByLabelText<HTMLSelectElement>('Catégorie');
    release();
    await screen.findByRole('option', { name: 'Concerts' });
    await vi.waitFor(() => expect(select.value).toBe('cat1'));
    expect(within(select).getByRole<HTMLOptionElement>('option', { name: 'Concerts' }).selected).toBe(true);
  });
});

describe('StudioEventView: status', () => {
  function withEvent(status: 'draft' | 'published', after: ReturnType<typeof makeStudioEvent>, answer = 200) {
    return mockApi([
      emptyDoorStaffRoute,
      {
        method: 'GET',
        path: '/api/studio/events/evt1/',
        answer: () => jsonResponse(200, makeStudioEvent({ status })),
      },
      categoriesRoute,
      ...(['publish', 'unpublish', 'cancel'] as const).map((action) => ({
        method: 'POST',
        path: `/api/studio/events/evt1/${action}/`,
        answer: () =>
          answer === 200 ? jsonResponse(200, after) : jsonResponse(answer, { detail: msg.unpublishTaken }),
      })),
    ]);
  }

  it('publishes a draft after confirmation; the public page link appears', async () => {
    const fetchMock = withEvent('draft', makeStudioEvent({ status: 'published' }));
    const user = userEvent.setup();
    renderAt(<StudioEventView serialId="evt1" />);
    await user.click(await screen.findByRole('button', { name: 'Publier' }));
    const dialog = screen.getByRole('dialog', { name: 'Publier cet événement ?' });
    expect(callsTo(fetchMock, '/api/studio/events/evt1/publish/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/studio/events/evt1/publish/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Publier' }));
    await user.click(screen.getByRole('button', { name: 'Oui, publier' }));
    expect(await screen.findByText('Événement publié')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/studio/events/evt1/publish/')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Voir la page publique' })).toHaveAttribute(
      'href',
      '/events/evt1',
    );
    expect(screen.getByRole('button', { name: 'Dépublier' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publier' })).not.toBeInTheDocument();
  });

  it("explains what cancelling does, and shows the server's refusal in the dialog", async () => {
    const fetchMock = withEvent('published', makeStudioEvent({ status: 'cancelled' }));
    const user = userEvent.setup();
    renderAt(<StudioEventView serialId="evt1" />);
    await user.click(await screen.findByRole('button', { name: "Annuler l'événement" }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler cet événement ?' });
    expect(dialog).toHaveTextContent('Les réservations en cours sont annulées');
    expect(dialog).toHaveTextContent('prévenu par e-mail');
    await user.click(within(dialog).getByRole('button', { name: "Oui, annuler l'événement" }));
    expect(await screen.findByText('Événement annulé')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/studio/events/evt1/cancel/')).toHaveLength(1);
    // A cancelled event is no longer edited.
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Publier|Dépublier)$/ })).not.toBeInTheDocument();
  });

  it('shows the refusal of an unpublish with tickets taken', async () => {
    withEvent('published', makeStudioEvent(), 409);
    const user = userEvent.setup();
    renderAt(<StudioEventView serialId="evt1" />);
    await user.click(await screen.findByRole('button', { name: 'Dépublier' }));
    await user.click(screen.getByRole('button', { name: 'Oui, dépublier' }));
    const dialog = screen.getByRole('dialog', { name: 'Dépublier cet événement ?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(msg.unpublishTaken);
  });
});

/** A stand-in XMLHttpRequest whose upload progress and answer the test drives. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload = new EventTarget();
  listeners = new EventTarget();
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  url = '';
  body: FormData | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.listeners.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.listeners.dispatchEvent(new Event('load'));
  }
}

describe('CoverUpload', () => {
  function setUp() {
    writeTokens({ access: TOKEN });
    mockApi([
      emptyDoorStaffRoute,
      { method: 'GET', path: '/api/studio/events/evt1/', answer: () => jsonResponse(200, makeStudioEvent()) },
      categoriesRoute,
    ]);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = null;
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderAt(<StudioEventView serialId="evt1" />);
  }
  const fileInput = () => screen.getByLabelText('Choisir une image') as HTMLInputElement;

  it('refuses a file that is not JPEG, PNG or WebP, or over 10 MB, before sending anything', async () => {
    setUp();
    await screen.findByRole('region', { name: 'Affiche' });
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText(msg.coverType)).toBeInTheDocument();
    const huge = new File(['x'], 'a.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(fileInput(), { target: { files: [huge] } });
    expect(await screen.findByText(msg.coverTooLarge)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Envoyer l'image" })).not.toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
  });

  it('previews the image, sends it with the bearer, shows the progress, then the new cover', async () => {
    setUp();
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Affiche' });
    fireEvent.change(fileInput(), { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('img', { name: "Aperçu de l'affiche" })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: "Envoyer l'image" }));
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/api/studio/events/evt1/cover/');
    expect(xhr.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('a.png');
    xhr.progress(40, 100);
    expect(await screen.findByRole('progressbar', { name: "Envoi de l'affiche" })).toHaveAttribute(
      'value',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Envoi… 40 %' })).toBeDisabled();
    xhr.answer(200, makeStudioEvent({ image: '/media/covers/evt1-640.webp' }));
    expect(await screen.findByText('Affiche enregistrée')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Affiche de Nuit de la Rumba' })).toHaveAttribute(
      'src',
      '/media/covers/evt1-640.webp',
    );
  });

  it("shows the server's refusal of the file", async () => {
    setUp();
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Affiche' });
    fireEvent.change(fileInput(), { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } });
    await user.click(await screen.findByRole('button', { name: "Envoyer l'image" }));
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.answer(400, { file: [msg.coverType] });
    expect(await screen.findByText(msg.coverType)).toBeInTheDocument();
  });
});

describe('SalesView', () => {
  function setUp(status: 'published' | 'cancelled' = 'published', sales = makeSales()) {
    return mockApi([
      emptyDoorStaffRoute,
      {
        method: 'GET',
        path: '/api/studio/events/evt1/',
        answer: () => jsonResponse(200, makeStudioEvent({ status })),
      },
      { method: 'GET', path: '/api/studio/events/evt1/sales/', answer: () => jsonResponse(200, sales) },
      {
        method: 'GET',
        path: '/api/studio/events/evt1/attendees.csv',
        answer: () =>
          new Response('\uFEFF"Billet","Type"\r\n"T1","Standard"\r\n', {
            status: 200,
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="participants-evt1.csv"',
            },
          }),
      },
    ]);
  }

  it('shows tickets per type, revenue per payment method in XAF, check-ins and the chart per day', async () => {
    setUp();
    renderAt(<SalesView serialId="evt1" />);
    const types = await screen.findByRole('region', { name: 'Billets par type' });
    expect(within(types).getByRole('row', { name: 'Standard 3 2' })).toBeInTheDocument();
    const revenue = screen.getByRole('region', { name: 'Recettes par moyen de paiement' });
    expect(revenue).toHaveTextContent('Airtel Money');
    expect(revenue).toHaveTextContent('15 000 XAF');
    expect(screen.getByText('Entrés / attendus').nextSibling).toHaveTextContent('1 / 3');
    const chart = screen.getByRole('img', { name: /Billets payés par jour/ });
    const bars = chart.querySelectorAll('[data-testid="chart-bar"]');
    expect([...bars].map((bar) => bar.getAttribute('data-tickets'))).toEqual(['2', '0', '1']);
    expect(Number(bars[0]?.getAttribute('height'))).toBe(100);
    expect(Number(bars[2]?.getAttribute('height'))).toBe(50);
    // The same numbers, for screen readers.
    const table = screen.getByRole('table', { name: 'Ventes par jour' });
    expect(within(table).getByRole('row', { name: '1 mai 2 10\u00a0000\u00a0XAF' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Remboursements à effectuer' })).not.toBeInTheDocument();
  });

  it('lists the paid reservations to refund once the event is cancelled, each with where its refund stands', async () => {
    const paid = { email: 'x@example.org', amount: 10000 };
    setUp(
      'cancelled',
      makeSales({
        refunds: [
          { ...paid, reservation: 'R42', username: 'awa', provider: 'moov', refund_status: 'manual' },
          { ...paid, reservation: 'R43', username: 'binta', provider: 'mtn', refund_status: 'sent' },
          { ...paid, reservation: 'R44', username: 'chris', provider: 'airtel', refund_status: 'failed' },
          { ...paid, reservation: 'R45', username: 'dina', provider: 'mtn', refund_status: null },
        ],
      }),
    );
    renderAt(<SalesView serialId="evt1" />);
    const refunds = await screen.findByRole('region', { name: 'Remboursements à effectuer' });
    const rows = within(refunds).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'awa x@example.org · Réservation R42 · Moov MoneyÀ rembourser à la main10\u00a0000\u00a0XAF',
      'binta x@example.org · Réservation R43 · MTN MoMoRemboursé par l’opérateur10\u00a0000\u00a0XAF',
      'chris x@example.org · Réservation R44 · Airtel MoneyEnvoi refusé : à rembourser à la main10\u00a0000\u00a0XAF',
      'dina x@example.org · Réservation R45 · MTN MoMoRemboursement en préparation10\u00a0000\u00a0XAF',
    ]);
  });

  it('counts sales net of refunds once money is given back, saying how much per payment method', async () => {
    setUp(
      'cancelled',
      makeSales({
        revenue: [
          { provider: 'airtel', amount: 0, refunded: 10250, count: 1 },
          { provider: 'mtn', amount: 5000, refunded: 5125, count: 2 },
        ],
      }),
    );
    renderAt(<SalesView serialId="evt1" />);
    const revenue = await screen.findByRole('region', { name: 'Recettes par moyen de paiement' });
    expect(
      within(revenue)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Airtel Money (1 paiement(s))0\u00a0XAFdont 10\u00a0250\u00a0XAF remboursés',
      'MTN MoMo (2 paiement(s))5\u00a0000\u00a0XAFdont 5\u00a0125\u00a0XAF remboursés',
      'Total net des remboursements5\u00a0000\u00a0XAF',
    ]);
    expect(
      screen.getByText('Total net des remboursements', { selector: 'dt' }).nextSibling,
    ).toHaveTextContent('5 000 XAF');
  });

  it('downloads the attendees CSV with the bearer header, through a link to the file', async () => {
    writeTokens({ access: TOKEN });
    const fetchMock = setUp();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const user = userEvent.setup();
    renderAt(<SalesView serialId="evt1" />);
    await user.click(await screen.findByRole('button', { name: 'Exporter les participants (CSV)' }));
    await vi.waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:csv', download: 'participants-evt1.csv' }]),
    );
    const [call] = callsTo(fetchMock, '/api/studio/events/evt1/attendees.csv');
    expect((call?.init?.headers as Record<string, string> | undefined)?.Authorization).toBe(
      `Bearer ${TOKEN}`,
    );
    expect(await created[0]?.text()).toContain('"T1","Standard"');
  });

  it("shows the export's failure", async () => {
    mockApi([
      emptyDoorStaffRoute,
      { method: 'GET', path: '/api/studio/events/evt1/', answer: () => jsonResponse(200, makeStudioEvent()) },
      { method: 'GET', path: '/api/studio/events/evt1/sales/', answer: () => jsonResponse(200, makeSales()) },
      {
        method: 'GET',
        path: '/api/studio/events/evt1/attendees.csv',
        answer: () => jsonResponse(404, { detail: msg.notFound }),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<SalesView serialId="evt1" />);
    await user.click(await screen.findByRole('button', { name: 'Exporter les participants (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.notFound);
  });
});
