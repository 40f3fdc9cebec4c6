import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  notificationMessages as msg,
  type NotificationData,
  notificationLink,
  notificationText,
} from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import * as repo from './artist-news.repository.ts';

export type ArtistNewsService = ReturnType<typeof createArtistNewsService>;

/** A song published this many days ago at most is still news when the job first sees it. */
const RELEASE_NEWS_DAYS = 2;
/** Notices older than this are no longer worth an e-mail. */
const EMAIL_WITHIN_MS = 7 * 86_400_000;
const DAY_MS = 86_400_000;
/** Rows claimed by one run of each step. */
const BATCH = 100;

/**
 * News of the artists a listener subscribes to: a background job turns each new concert (a confirmed
 * line-up on a published, upcoming event) and each new release into one in-app notice per subscriber, never
 * twice, then sends each listener who wants it at most one e-mail a day telling what they have not been mailed
 * yet, with a one-click unsubscribe link.
 */
export function createArtistNewsService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** The key unsubscribe links are signed with. */
  secret: string;
  /** The site's address, for the links in e-mails. */
  publicBase: string;
  /** Today in the venue's time zone (YYYY-MM-DD). */
  today: () => string;
}) {
  const { db, clock } = deps;

  const sign = (userId: number) =>
    createHmac('sha256', deps.secret).update(`artist-news-unsubscribe:${userId}`).digest('base64url');

  function unsubscribeLink(userId: number) {
    return `${deps.publicBase}/api/notifications/unsubscribe/?token=${userId}.${sign(userId)}`;
  }

  function mail(
    to: { email: string; username: string; userId: number },
    news: { kind: string; data: unknown }[],
  ) {
    const lines = news.map((n) => {
      const data = (n.data ?? {}) as NotificationData;
      const link = notificationLink(n.kind, data);
      return `- ${notificationText(n.kind, data)}${link ? `\n  ${deps.publicBase}${link}` : ''}`;
    });
    const unsubscribe = unsubscribeLink(to.userId);
    return {
      to: to.email,
      subject: msg.newsSubject,
      text: `Bonjour ${to.username},\n\nDes nouvelles de vos artistes :\n\n${lines.join('\n')}\n\nNe plus recevoir ces e-mails (un clic) : ${unsubscribe}\n\nL'équipe Sanza`,
      link: unsubscribe,
    };
  }

  return {
    unsubscribeLink,

    /** Announces what is new since the last run; answers how many notices were written. */
    async announce(): Promise<number> {
      const now = clock.now();
      const concerts = await repo.announceConcerts(db, now, BATCH);
      const releases = await repo.announceReleases(db, now, deps.today(), RELEASE_NEWS_DAYS, BATCH);
      return concerts.told + releases.told;
    },

    /** Sends the e-mails due (one per listener and day at most); answers how many were sent. */
    async emailDue(): Promise<number> {
      const now = clock.now();
      const dayAgo = new Date(now.getTime() - DAY_MS);
      const since = new Date(now.getTime() - EMAIL_WITHIN_MS);
      let sent = 0;
      for (const userId of await repo.usersDueNewsEmail(db, dayAgo, since, BATCH)) {
        const claimed = await db.transaction((tx) => repo.claimNewsEmail(tx, userId, now, dayAgo, since));
        if (!claimed || claimed.news.length === 0) continue;
        // After the commit: a mail is never sent for news a rolled-back claim would e-mail again.
        await deps.mailer.send(mail({ ...claimed, userId }, claimed.news));
        sent++;
      }
      return sent;
    },

    /** The one-click link of an e-mail: no more news e-mails for its user. 400 for a link not signed here. */
    async unsubscribe(token: string): Promise<void> {
      const [id, signature = ''] = token.split('.');
      const userId = Number(id);
      const expected = Number.isSafeInteger(userId) && userId > 0 ? sign(userId) : '';
      const isValid =
        expected.length > 0 &&
        signature.length === expected.length &&
        timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
      if (!isValid || !(await repo.setNewsEmails(db, userId, false)))
        throw AppError.badRequest(msg.unsubscribeInvalid);
    },

    async preferences(userId: number) {
      return { email_artist_news: await repo.newsEmailsWanted(db, userId) };
    },

    async setPreferences(userId: number, wanted: boolean) {
      await repo.setNewsEmails(db, userId, wanted);
      return { email_artist_news: wanted };
    },
  };
}
