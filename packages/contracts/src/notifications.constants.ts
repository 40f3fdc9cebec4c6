// Zod-free part of the notifications contract: kinds, limits, French texts.

/** What a notification tells its user. */
export const NOTIFICATION_KINDS = [
  'outbid',
  'auction_won',
  'second_chance',
  'auction_unsold',
  'award_lapsed',
  // News of the artists a listener subscribes to.
  'artist_concert',
  'artist_release',
  // An event the user holds a reservation for was cancelled by its organizer.
  'event_cancelled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** `GET /notifications/` pages: default and largest page size; at most this many ids in one read call. */
export const NOTIFICATION_PAGING = { pageSize: 20, maxPageSize: 100, maxPage: 10_000, maxIds: 200 } as const;

/** The data each kind carries (all of them: `auction_id`, `event_name`). */
export type NotificationData = {
  auction_id?: number;
  event_name?: string;
  /** outbid: the new highest offer; won / second chance: the price to pay. */
  amount?: number;
  /** outbid: the offer that was beaten. */
  previous_amount?: number;
  /** won / second chance: the reservation to pay. */
  reservation_id?: string;
  /** won / second chance: the end of the payment window (ISO); unpaid then, the ticket goes to the next bidder. */
  pay_by?: string;
  /** lapsed: until when (ISO) the user may not bid on that organizer's auctions. */
  banned_until?: string;
  /** unsold: the ticket type back on normal sale, and its event. */
  ticket_name?: string;
  event_serial_id?: string;
  /** Artist news: who, and the concert (date, time, city) or the release (title). */
  artist_id?: number;
  artist_name?: string;
  date?: string;
  time?: string;
  city?: string;
  title?: string;
  song_id?: string;
};

export const notificationMessages = {
  title: 'Notifications',
  bellLabel: (unread: number) =>
    unread === 0 ? 'Notifications' : `Notifications (${unread} non lue${unread > 1 ? 's' : ''})`,
  empty: 'Aucune notification',
  loading: 'Chargement des notifications…',
  loadError: 'Impossible de charger les notifications',
  markAllRead: 'Tout marquer comme lu',
  seeAll: 'Toutes les notifications',
  more: 'Voir plus',
  unread: 'Non lue',
  invalidIds: 'Liste de notifications invalide',
  invalidPage: 'Numéro de page invalide',
  invalidPageSize: `La taille de page doit être comprise entre 1 et ${NOTIFICATION_PAGING.maxPageSize}`,
  outbidSubject: (event: string) => `Vous avez été surenchéri : ${event}`,
  secondChanceSubject: (event: string) => `Le billet vous est proposé : ${event}`,
  newsSubject: 'Vos artistes sur Sanza',
  newsPreference: 'Recevoir par e-mail les concerts et sorties de mes artistes (au plus un e-mail par jour)',
  unsubscribed:
    'Vous ne recevrez plus d’e-mails sur vos artistes. Vous pouvez les réactiver depuis votre profil.',
  unsubscribeInvalid: 'Lien de désinscription invalide',
} as const;

/** `2030-07-10` and `20:30:00` → `10/07/2030` and `20h30`, as the concert chips and notices write them. */
export function concertWhen(date: string, time: string): { day: string; hour: string } {
  const [y, m, d] = date.split('-');
  const [h, min] = time.split(':');
  return { day: `${d}/${m}/${y}`, hour: `${h}h${min}` };
}

/** `70000` → `70 000` (no-break spaces), the way amounts read in French texts. */
export function groupAmount(amount: number): string {
  return String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** The venue's time zone by default; the server may be configured with another (TIME_ZONE). */
const DEFAULT_TIME_ZONE = 'Africa/Douala';
const deadlineFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant in French, as deadlines are written: `12 juin 2030 à 22:00`, in the venue's time zone unless
 * another is given. An unreadable value comes back as given.
 */
export function frenchDeadline(instant: string | Date, timeZone = DEFAULT_TIME_ZONE): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  let format = deadlineFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone });
    deadlineFormats.set(timeZone, format);
  }
  return format.format(date);
}

/** The French sentence of a notification, as the bell list and the auction page show it. */
export function notificationText(kind: string, data: NotificationData): string {
  const event = data.event_name ?? '';
  const amount = groupAmount(data.amount ?? 0);
  const payBy = data.pay_by ? ` avant le ${frenchDeadline(data.pay_by)}` : '';
  switch (kind) {
    case 'outbid':
      return `Vous avez été surenchéri sur « ${event} » : nouvelle offre de ${amount} XAF.`;
    case 'auction_won':
      return `Vous avez remporté l'enchère « ${event} » pour ${amount} XAF. Payez votre réservation${payBy} pour garder le billet.`;
    case 'second_chance':
      return `Le billet « ${event} » vous est proposé à votre offre de ${amount} XAF : payez votre réservation${payBy} pour le garder.`;
    case 'auction_unsold':
      return `Enchère invendue pour « ${event} » : le billet « ${data.ticket_name ?? ''} » est de nouveau en vente à son prix normal.`;
    case 'award_lapsed':
      return `Votre offre gagnante pour « ${event} » n'a pas été payée : le billet ne vous est plus réservé.${
        data.banned_until
          ? ` Vous ne pouvez plus enchérir sur les enchères de cet organisateur avant le ${frenchDeadline(data.banned_until)}.`
          : ''
      }`;
    case 'artist_concert': {
      const when = concertWhen(data.date ?? '', data.time ?? '');
      return `${data.artist_name ?? ''} en concert le ${when.day} à ${when.hour} : « ${event} », ${data.city ?? ''}.`;
    }
    case 'artist_release':
      return `Nouvelle sortie de ${data.artist_name ?? ''} : « ${data.title ?? ''} ».`;
    case 'event_cancelled':
      return `L'événement « ${event} » est annulé. Voyez dans vos réservations ce qu'il advient de votre argent.`;
    default:
      return 'Nouvelle notification';
  }
}

/** Where a notification leads in the web app, or null. */
export function notificationLink(kind: string, data: NotificationData): string | null {
  if ((kind === 'auction_won' || kind === 'second_chance') && data.reservation_id) {
    return `/reservations/${data.reservation_id}`;
  }
  if (kind === 'event_cancelled') return '/reservations';
  if ((kind === 'auction_unsold' || kind === 'artist_concert') && data.event_serial_id)
    return `/events/${data.event_serial_id}`;
  if (kind === 'artist_release' && data.artist_id) return `/artists/${data.artist_id}`;
  return data.auction_id ? `/auctions/${data.auction_id}` : null;
}
