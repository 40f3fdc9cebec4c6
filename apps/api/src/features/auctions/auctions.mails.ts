import { auctionMessages, notificationMessages } from '@sanza/contracts';
import type { Mail } from '../../lib/mailer.ts';

type Recipient = { email: string; username: string };

/** « Vous avez été surenchéri » by e-mail, with the link back to the auction. */
export function outbidMail(
  publicBase: string,
  to: Recipient,
  auctionId: number,
  eventName: string,
  amount: number,
): Mail {
  const link = `${publicBase}/auctions/${auctionId}`;
  return {
    to: to.email,
    subject: notificationMessages.outbidSubject(eventName),
    text: `Bonjour ${to.username},\n\nVous avez été surenchéri sur « ${eventName} » : une nouvelle offre de ${amount} XAF dépasse la vôtre.\nRenchérissez ici : ${link}\n\nÀ bientôt sur Sanza.`,
    link,
  };
}

/**
 * The ticket offered after the end: to the winner, or to the next bidder (second chance), with the link to pay,
 * the deadline (`payBy`, in French) and what not paying costs.
 */
export function awardMail(
  publicBase: string,
  to: Recipient,
  award: {
    eventName: string;
    amount: number;
    reservationSerialId: string;
    isSecondChance: boolean;
    payBy: string;
    banDays: number;
  },
): Mail {
  const link = `${publicBase}/reservations/${award.reservationSerialId}`;
  const { eventName, amount, payBy } = award;
  const deadline = `Payez votre billet avant le ${payBy} ici : ${link}\nSans paiement à cette date, le billet est proposé à l'enchérisseur suivant et vous ne pourrez plus enchérir sur les enchères de cet organisateur pendant ${award.banDays} jour${award.banDays > 1 ? 's' : ''}.`;
  return award.isSecondChance
    ? {
        to: to.email,
        subject: notificationMessages.secondChanceSubject(eventName),
        text: `Bonjour ${to.username},\n\nLe billet de l'enchère « ${eventName} » n'a pas été payé par le gagnant : il vous est proposé à votre offre de ${amount} XAF.\n${deadline}\n\nÀ bientôt sur Sanza.`,
        link,
      }
    : {
        to: to.email,
        subject: auctionMessages.wonSubject(eventName),
        text: `Bonjour ${to.username},\n\nVous avez remporté l'enchère pour « ${eventName} » à ${amount} XAF.\n${deadline}\n\nÀ bientôt sur Sanza.`,
        link,
      };
}
