import { describe, expect, it } from 'vitest';
import { frenchDeadline, notificationLink, notificationText } from './notifications.constants.ts';

describe('frenchDeadline', () => {
  it('writes an instant in French in the venue time zone (Africa/Douala) unless told another', () => {
    expect(frenchDeadline('2030-06-01T22:10:01Z')).toBe('1 juin 2030 à 23:10');
    expect(frenchDeadline(new Date('2030-06-01T22:10:01Z'), 'UTC')).toBe('1 juin 2030 à 22:10');
    expect(frenchDeadline('pas une date')).toBe('pas une date');
  });
});

describe('notificationText of auction offers', () => {
  it('tells the winner and the next bidder until when they may pay', () => {
    const data = { event_name: 'Nuit de la Rumba', amount: 60000, pay_by: '2030-06-01T22:10:01Z' };
    expect(notificationText('auction_won', data)).toBe(
      "Vous avez remporté l'enchère « Nuit de la Rumba » pour 60\u00a0000 XAF. Payez votre réservation avant le 1 juin 2030 à 23:10 pour garder le billet.",
    );
    expect(notificationText('second_chance', data)).toBe(
      'Le billet « Nuit de la Rumba » vous est proposé à votre offre de 60\u00a0000 XAF : payez votre réservation avant le 1 juin 2030 à 23:10 pour le garder.',
    );
  });

  it('tells a winner who did not pay that the seat is gone and until when they may not bid there', () => {
    const data = { auction_id: 7, event_name: 'Nuit de la Rumba', banned_until: '2030-07-01T22:10:01Z' };
    expect(notificationText('award_lapsed', data)).toBe(
      "Votre offre gagnante pour « Nuit de la Rumba » n'a pas été payée : le billet ne vous est plus réservé. Vous ne pouvez plus enchérir sur les enchères de cet organisateur avant le 1 juillet 2030 à 23:10.",
    );
    expect(notificationLink('award_lapsed', data)).toBe('/auctions/7');
  });
});

describe('the notice of a cancelled event', () => {
  it('names the event and leads to the reservations, where each refund is told', () => {
    const data = { event_name: 'Nuit de la Rumba', event_serial_id: 'ev1' };
    expect(notificationText('event_cancelled', data)).toBe(
      "L'événement « Nuit de la Rumba » est annulé. Voyez dans vos réservations ce qu'il advient de votre argent.",
    );
    expect(notificationLink('event_cancelled', data)).toBe('/reservations');
  });
});
