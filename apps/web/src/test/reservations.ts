import type { Cart, Reservation } from '@sanza/contracts';

let nextId = 100;

/** A reservation as the API answers it: the viewer's own, pending, one line of 2 Standard tickets. */
export function makeReservation(overrides: Partial<Reservation> = {}): Reservation {
  const id = nextId++;
  return {
    id,
    serial_id: `res${id}`,
    status: 'pending',
    data: {
      event: {
        serial_id: 'evt-rumba',
        name: 'Nuit de la Rumba',
        date: '2026-12-12',
        time: '20:00:00',
        image: null,
        location: 'Palais des Congrès, Brazzaville',
        is_cancelled: false,
      },
    },
    items: [
      {
        id: id * 10,
        quantity: 2,
        ticket_type: 7,
        assigned_to: null,
        data: { ticket: { name: 'Standard', description: 'Accès à la salle', price: 10000 } },
      },
    ],
    total_price: 20000,
    is_paid: false,
    is_shared: false,
    is_owner: true,
    owner: { id: 1, username: 'awa' },
    shared_with: [],
    expires_at: '2026-12-01T19:00:00.000Z',
    created_at: '2026-11-30T19:00:00.000Z',
    refund: null,
    ...overrides,
  };
}

/** A cart of the given lines (serial id, name, price, quantity), with its total and count. */
export function makeCart(
  lines: { serial_id: string; name: string; price: number; quantity: number }[],
): Cart {
  return {
    items: lines.map((line, i) => ({
      serial_id: line.serial_id,
      quantity: line.quantity,
      ticket_type_id: i + 1,
      ticket: {
        name: line.name,
        price: line.price,
        event: { serial_id: 'evt-rumba', name: 'Nuit de la Rumba' },
      },
    })),
    total_price: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
