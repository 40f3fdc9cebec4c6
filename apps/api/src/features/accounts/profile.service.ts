import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { accountMessages, type CurrentUser, type ProfileUpdate } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { cleanUploadedImage } from '../../lib/image-upload.ts';
import type { MediaUrls } from '../../lib/media.ts';
import { findActiveUser, type UserRow } from './accounts.repository.ts';
import type { EmailService } from './email.service.ts';
import { verifyCurrentPassword } from './password-change.service.ts';
import { updateUserProfile } from './profile.repository.ts';

export type ProfileService = ReturnType<typeof createProfileService>;

/** Today's date (YYYY-MM-DD) in a time zone. */
const todayIn = (now: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);

/** The current user's profile page: read, the five sections' saves, and the avatar. */
export function createProfileService(deps: {
  db: Db;
  clock: Clock;
  media: MediaUrls;
  mediaDir: string;
  timeZone: string;
  emails: EmailService;
}) {
  const { db, clock, media, mediaDir, timeZone, emails } = deps;

  /** The user as the client reads it; only whitelisted fields leave the server. */
  const present = async (u: UserRow): Promise<CurrentUser> => ({
    id: u.id,
    username: u.username,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    avatar: media.url(u.avatar),
    birth_date: u.birthDate,
    gender: u.gender,
    phone_number: u.phoneNumber,
    social_links: { facebook: u.facebook, instagram: u.instagram, tiktok: u.tiktok, youtube: u.youtube },
    interests: u.interests,
    is_staff: u.roles.includes('staff'),
    roles: u.roles,
    email_verified: u.emailVerified,
    pending_email: await emails.pendingEmail(u),
  });

  async function load(userId: number): Promise<UserRow> {
    const user = await findActiveUser(db, userId);
    if (!user) throw AppError.unauthenticated();
    return user;
  }

  return {
    /** The signed-in user (401 if the account no longer exists or is disabled). */
    async get(userId: number): Promise<CurrentUser> {
      return present(await load(userId));
    },

    /**
     * Saves the fields given (any section). A changed e-mail needs the current password and is not saved: a link
     * goes to the new address, which replaces the old one once confirmed (the old one is told).
     */
    async update(userId: number, input: ProfileUpdate, ip: string): Promise<CurrentUser> {
      const user = await load(userId);
      const now = clock.now();
      if (input.birth_date && input.birth_date > todayIn(now, timeZone)) {
        throw AppError.fields({ birth_date: [accountMessages.birthDateFuture] });
      }
      if (input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase()) {
        await verifyCurrentPassword(deps, user, input.current_password, ip);
        await emails.requestChange(user, input.email);
      }
      const row = await updateUserProfile(db, userId, {
        firstName: input.first_name,
        lastName: input.last_name,
        birthDate: input.birth_date,
        gender: input.gender,
        phoneNumber: input.phone_number,
        interests: input.interests,
        ...input.social_links,
        updatedAt: now,
      });
      if (!row) throw AppError.unauthenticated();
      return present(row);
    },

    /**
     * Replaces the avatar with an image whose content is a whole JPEG, PNG or WebP (the name and declared type are
     * ignored), stored re-encoded without its metadata (EXIF, GPS position).
     */
    async setAvatar(userId: number, bytes: Buffer): Promise<CurrentUser> {
      const user = await load(userId);
      const image = await cleanUploadedImage(bytes, {
        kind: 'avatar',
        field: 'avatar',
        typeMessage: accountMessages.avatarType,
      });
      const path = `avatars/${randomBytes(16).toString('hex')}.${image.ext}`;
      await mkdir(join(mediaDir, 'avatars'), { recursive: true });
      await writeFile(join(mediaDir, path), image.bytes);
      const row = await updateUserProfile(db, userId, { avatar: path, updatedAt: clock.now() });
      if (!row) throw AppError.unauthenticated();
      // The old file is only ever referenced by this user; removing it is best effort.
      if (user.avatar?.startsWith('avatars/'))
        await unlink(join(mediaDir, user.avatar)).catch(() => undefined);
      return present(row);
    },
  };
}
