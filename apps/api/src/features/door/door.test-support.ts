import { createEvent, createUser } from '../../test/factories.ts';
import { paymentsBench, type Who } from '../payments/payments.test-support.ts';

export type Ticket = { serial_id: string; code: string };
export type Account = Who & { username: string };

/**
 * The door's HTTP bench, on the payments bench (fresh app per test at 2030-06-01 10:00 UTC, a buyer,
 * another user, staff): an organizer and their event on 20 June 2030, accounts, paid tickets, and the door calls.
 */
export function doorBench() {
  const b = paymentsBench();
  const { call } = b;

  /** An account with a username (an organizer when asked). */
  async function account(roles: ('organizer' | 'staff')[] = []): Promise<Account> {
    const u = await createUser(b.db, { roles });
    return { id: u.id, username: u.username };
  }

  /** An organizer and one event of theirs, on 20 June 2030 in Douala. */
  async function organizerEvent(name = 'Nuit de la Rumba') {
    const organizer = await account(['organizer']);
    const event = await createEvent(b.db, { organizerId: organizer.id, date: '2030-06-20', name });
    return { organizer, event };
  }

  /** A paid reservation of `quantity` seats at `event` for `who` (cash confirmed by staff); answers its tickets. */
  async function paidTickets(event: { id: number }, who: Who = b.owner, quantity = 1): Promise<Ticket[]> {
    const serial = await b.reservation(quantity, who, event);
    await b.cash(serial, who);
    const [payment] = (await b.pendingForStaff()).filter(
      (p: { reservation: string }) => p.reservation === serial,
    );
    await call('POST', `/api/payment/staff/payments/${payment.id}/confirm/`, b.staff);
    return (await call('GET', `/api/tickets/reservations/${serial}/tickets/`, who)).json();
  }

  const at = (event: { serialId: string }, path: string) => `/api/studio/events/${event.serialId}/${path}`;

  return {
    clock: b.clock,
    call,
    person: b.person,
    get db() {
      return b.db;
    },
    get ctx() {
      return b.ctx;
    },
    get owner() {
      return b.owner;
    },
    get other() {
      return b.other;
    },
    get staff() {
      return b.staff;
    },
    account,
    organizerEvent,
    paidTickets,
    at,
    /** Names `username` door staff of `event`, as `who`. */
    addDoorStaff: (who: Who | null, event: { serialId: string }, username: string) =>
      call('POST', at(event, 'door-staff/'), who, { username }),
    checkIn: (who: Who | null, code: string, event: { serialId: string }) =>
      call('POST', '/api/tickets/check-in/', who, { code, event: event.serialId }),
    doorList: (who: Who | null, event: { serialId: string }) => call('GET', at(event, 'door-list/'), who),
    sync: (who: Who | null, event: { serialId: string }, scans: object[]) =>
      call('POST', at(event, 'check-ins/sync/'), who, { scans }),
    sales: (who: Who, event: { serialId: string }) => call('GET', at(event, 'sales/'), who),
  };
}
