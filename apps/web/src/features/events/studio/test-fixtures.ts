import type { StudioEvent, StudioSales } from '@sanza/contracts';

type StudioTicketType = StudioEvent['ticket_types'][number];

/** A ticket type as the studio answers it. */
export function makeStudioTicketType(overrides: Partial<StudioTicketType> = {}): StudioTicketType {
  return {
    id: 1,
    name: 'Standard',
    description: '',
    price: 5000,
    quantity: 100,
    sold: 0,
    held: 0,
    left: 100,
    max_per_order: 4,
    sales_start: null,
    sales_end: null,
    presale_start: null,
    auction: null,
    ...overrides,
  };
}

/** An event as the studio answers it: a draft in Brazzaville. */
export function makeStudioEvent(overrides: Partial<StudioEvent> = {}): StudioEvent {
  return {
    serial_id: 'evt1',
    name: 'Nuit de la Rumba',
    description: 'Un concert',
    status: 'draft',
    category: { serial_id: 'cat1', name: 'Concerts' },
    organizer: { username: 'orga' },
    venue: 'Palais des Congrès',
    city: 'Brazzaville',
    location: 'Palais des Congrès, Brazzaville',
    starts_at: '2030-06-10T19:00:00.000Z',
    ends_at: null,
    time_zone: 'Africa/Brazzaville',
    date: '2030-06-10',
    time: '20:00:00',
    priority: 0,
    image: null,
    image_placeholder: null,
    image_srcset: null,
    published_at: null,
    cancelled_at: null,
    hidden_reason: null,
    artists: [],
    ticket_types: [makeStudioTicketType()],
    ...overrides,
  };
}

/** Sales of an event. */
export function makeSales(overrides: Partial<StudioSales> = {}): StudioSales {
  return {
    ticket_types: [{ id: 1, name: 'Standard', sold: 3, held: 2 }],
    revenue: [{ provider: 'airtel', amount: 15000, refunded: 0, count: 2 }],
    check_ins: 1,
    expected: 3,
    door_cash: [],
    conflicts: [],
    per_day: [
      { day: '2030-05-01', tickets: 2, amount: 10000 },
      { day: '2030-05-03', tickets: 1, amount: 5000 },
    ],
    refunds: [],
    money: { sales: 15000, fees: -750, refunds: 0, net: 14250 },
    ...overrides,
  };
}

/** The door team of `evt1`, empty: what the event page asks for beside the event. */
export const emptyDoorStaffRoute = {
  method: 'GET',
  path: '/api/studio/events/evt1/door-staff/',
  answer: () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }),
};
