import type { Category, Event, TicketType } from '@sanza/contracts';

let nextId = 1;

/** A category for tests. */
export function makeCategory(overrides: Partial<Category> = {}): Category {
  return { serial_id: `cat-${nextId++}`, name: 'Concerts', description: 'En live', ...overrides };
}

/** A ticket type for tests. */
export function makeTicket(overrides: Partial<TicketType> = {}): TicketType {
  return {
    id: nextId++,
    name: 'Standard',
    type_billet: 'standard',
    price: 5000,
    quantity_available: 100,
    is_available: true,
    is_auction: false,
    description: 'Accès à la salle',
    event: 'evt',
    ...overrides,
  };
}

/** An event for tests, with one ticket type unless given. */
export function makeEvent(overrides: Partial<Event> = {}): Event {
  const serial = `evt-${nextId++}`;
  return {
    serial_id: serial,
    name: 'Nuit de la Rumba',
    description: 'Une soirée rumba',
    organizer: { username: 'sanza' },
    date: '2026-12-12',
    time: '20:30:00',
    location: 'Palais des Congrès, Brazzaville',
    image: '/media/events/rumba.svg',
    view: 10,
    priority: 50,
    category: makeCategory(),
    ticket_types: [makeTicket()],
    registration_deadline: null,
    is_registration_open: true,
    is_cancelled: false,
    ...overrides,
  };
}
