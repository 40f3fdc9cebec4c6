import { describe, expect, it } from 'vitest';
import { makeTicket } from '../../test/payments.ts';
import { makeReservation } from '../../test/reservations.ts';
import { holderOf, ticketImageLines, ticketImageName } from './ticket-image.ts';

describe('a ticket saved as a picture', () => {
  const reservation = makeReservation({ owner: { id: 1, username: 'awa' } });
  const ticket = makeTicket({ serial_id: 'tk9', code: 'tk9.Sig', seat: 2, ticket_name: 'Standard' });

  it('writes the event, date, place, type, seat, holder and code under the QR code, in French', () => {
    expect(ticketImageLines(ticket, { event: reservation.data.event, holder: 'awa' })).toEqual([
      'Nuit de la Rumba',
      'samedi 12 décembre 2026 à 20:00',
      'Palais des Congrès, Brazzaville',
      'Type : Standard',
      'Billet n° 2',
      'Titulaire : awa',
      'Code : tk9.Sig',
    ]);
  });

  it('names as holder the user the ticket type was given to, else the owner', () => {
    expect(holderOf(reservation, ticket)).toBe('awa');
    const given = {
      ...reservation,
      items: reservation.items.map((item) => ({ ...item, assigned_to: { id: 4, username: 'paul' } })),
    };
    expect(holderOf(given, ticket)).toBe('paul');
    expect(holderOf(given, { ...ticket, ticket_name: 'VIP' })).toBe('awa');
  });

  it('names the file after the ticket, as a PNG', () => {
    expect(ticketImageName('tk_AbC12')).toBe('billet-tk_AbC12.png');
    expect(ticketImageName('a/b')).toBe('billet-a_b.png');
  });
});
