import { z } from 'zod';
import {
  accountMessages,
  emailSchema,
  INTERESTS_MAX,
  NAME_MAX,
  NAME_MIN,
  PHONE_PATTERN,
  URL_MAX,
} from './accounts.ts';
import { STUDIO_ROLES } from './studio.constants.ts';

// The profile page: the current user and the five sections' rules.

export const socialLinksSchema = z.object({
  facebook: z.string(),
  instagram: z.string(),
  tiktok: z.string(),
  youtube: z.string(),
});

/** The current user as `GET /api/auth/user/` answers it. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  birth_date: z.string().nullable(),
  gender: z.enum(['M', 'F']).nullable(),
  phone_number: z.string().nullable(),
  social_links: socialLinksSchema,
  interests: z.string(),
  is_staff: z.boolean(),
  /** Studio roles held (`user`, everyone's, is implied); `staff` too when is_staff. */
  roles: z.array(z.enum(STUDIO_ROLES)),
  /** Whether the owner proved the mailbox of `email` (invitations to it show only then). */
  email_verified: z.boolean(),
  /** A new address waiting for its confirmation link; `email` stays until it is confirmed. */
  pending_email: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

const optionalUrl = z
  .string()
  .trim()
  .max(URL_MAX, { error: accountMessages.urlInvalid })
  .refine((v) => v === '' || isHttpUrl(v), { error: accountMessages.urlInvalid });

/** True for an absolute http(s) URL. */
export function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getUTCFullYear() >= 1900;
}

/** Personal information. The future-date rule needs today's date: the server checks it with its clock. */
export const personalInfoSchema = z.object({
  first_name: z
    .string()
    .trim()
    .min(NAME_MIN, { error: accountMessages.firstNameTooShort })
    .max(NAME_MAX, { error: accountMessages.firstNameTooLong }),
  last_name: z
    .string()
    .trim()
    .min(NAME_MIN, { error: accountMessages.lastNameTooShort })
    .max(NAME_MAX, { error: accountMessages.lastNameTooLong }),
  email: emailSchema,
  birth_date: z
    .union([
      z.literal(''),
      z.null(),
      z.string().refine(isCalendarDate, { error: accountMessages.birthDateInvalid }),
    ])
    .transform((v) => (v ? v : null)),
  gender: z.union([z.literal('M'), z.literal('F'), z.null()], { error: accountMessages.genderInvalid }),
});

/** Contact details: the phone is required on this form. */
export const contactSchema = z.object({
  phone_number: z
    .string({ error: accountMessages.phoneRequired })
    .trim()
    .min(1, { error: accountMessages.phoneRequired, abort: true })
    .regex(PHONE_PATTERN, { error: accountMessages.phoneFormat }),
});

export const socialLinksUpdateSchema = z.object({
  facebook: optionalUrl,
  instagram: optionalUrl,
  tiktok: optionalUrl,
  youtube: optionalUrl,
});

/** Interests: free text, values separated by commas; stored normalised as "a, b, c". */
export const interestsSchema = z.object({
  interests: z
    .string()
    .max(INTERESTS_MAX, { error: accountMessages.interestsTooLong })
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .join(', '),
    ),
});

/**
 * Body of `PATCH /api/auth/user/`: any subset of the five profile sections' fields; each field present is
 * checked with its section's rule. `social_links` may be partial. Other keys are ignored.
 */
export const profileUpdateSchema = z.object({
  ...personalInfoSchema.partial().shape,
  ...contactSchema.partial().shape,
  ...interestsSchema.partial().shape,
  social_links: socialLinksUpdateSchema.partial().optional(),
  /** Required with a changed `email`: the address is only replaced once the new one is confirmed. */
  current_password: z.string().max(1000).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
