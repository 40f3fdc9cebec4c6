import { z } from 'zod';

import {
  accountMessages,
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN_LOGIN,
  passwordProblems,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './accounts.constants.ts';

export * from './accounts.constants.ts';

const isEmail = (v: string) => z.email().safeParse(v).success;

/** A new password: one message per broken rule. */
export const newPasswordSchema = z
  .string({ error: accountMessages.newPasswordRequired })
  .superRefine((v, ctx) => {
    for (const message of passwordProblems(v)) ctx.addIssue({ code: 'custom', message });
  });

export const usernameSchema = z
  .string({ error: accountMessages.usernameRequired })
  .trim()
  .min(USERNAME_MIN, { error: accountMessages.usernameRequired, abort: true })
  .max(USERNAME_MAX, { error: accountMessages.usernameTooLong, abort: true })
  .regex(USERNAME_PATTERN, { error: accountMessages.usernameCharset });

export const emailSchema = z
  .string({ error: accountMessages.emailRequired })
  .trim()
  .min(1, { error: accountMessages.emailRequired, abort: true })
  .max(EMAIL_MAX, { error: accountMessages.emailInvalid, abort: true })
  .refine(isEmail, { error: accountMessages.emailInvalid });

/** The registration rules on the three fields the server receives (the web adds confirmation and terms). */
export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});

/** The registration form of the web: the server's rules plus confirmation and terms. */
export const registerFormSchema = registerSchema
  .extend({
    password2: z.string(),
    terms: z.literal(true, { error: accountMessages.termsRequired }),
  })
  .refine((v) => v.password === v.password2, {
    path: ['password2'],
    error: accountMessages.passwordMismatch,
  });

/** Body of `POST /api/user/register/` as it arrives: shapes only; the rules run in the service (errors go under `password1`). */
export const registerRequestSchema = z.object({
  username: z.string().max(200).optional(),
  email: z.string().max(400).optional(),
  password: z.string().max(1000).optional(),
  captcha: z.string().max(8000).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registeredUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
});

/** Body of `POST /api/token/`: a username or an e-mail address, and the password. */
export const loginRequestSchema = z.object({
  username: z
    .string({ error: accountMessages.usernameOrEmailRequired })
    .trim()
    .min(1, { error: accountMessages.usernameOrEmailRequired })
    .max(EMAIL_MAX, { error: accountMessages.loginFailed }),
  password: z
    .string({ error: accountMessages.loginPasswordTooShort })
    .min(PASSWORD_MIN_LOGIN, { error: accountMessages.loginPasswordTooShort })
    .max(PASSWORD_MAX, { error: accountMessages.passwordTooLong }),
  captcha: z.string().max(8000).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
export const refreshRequestSchema = z.object({
  refresh: z.string({ error: accountMessages.invalidRefresh }).max(512),
});

/** Body of `POST /api/auth/password/reset/`. */
export const passwordResetRequestSchema = z.object({
  email: z
    .string({ error: accountMessages.resetEmailInvalid })
    .trim()
    .max(EMAIL_MAX, { error: accountMessages.resetEmailInvalid })
    .refine(isEmail, { error: accountMessages.resetEmailInvalid }),
  captcha: z.string().max(8000).optional(),
});

/** Body of `POST /api/auth/password/reset/confirm/{uid}/{token}/` as it arrives; rules run in the service. */
export const passwordResetConfirmRequestSchema = z.object({
  uid: z.string().max(64).optional(),
  token: z.string().max(256).optional(),
  new_password1: z.string().max(1000).optional(),
  new_password2: z.string().max(1000).optional(),
});

/** The new-password form (both fields required; the server also checks they are equal). */
export const passwordResetConfirmSchema = z.object({
  new_password1: z.string().min(1, { error: accountMessages.newPasswordRequired }),
  new_password2: z.string().min(1, { error: accountMessages.confirmationRequired }),
});

/** Body of `POST /api/auth/password/change/` as it arrives; the rules run in the service. */
export const passwordChangeRequestSchema = z.object({
  current_password: z.string().max(1000).optional(),
  new_password1: z.string().max(1000).optional(),
  new_password2: z.string().max(1000).optional(),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** The « Mot de passe » form of the profile: current password, new one (registration rules), confirmation. */
export const passwordChangeSchema = z
  .object({
    current_password: z.string().min(1, { error: accountMessages.currentPasswordRequired }),
    // Empty says « Mot de passe requis » alone, as the server does, rather than every rule it breaks.
    new_password1: z
      .string()
      .min(1, { error: accountMessages.newPasswordRequired, abort: true })
      .pipe(newPasswordSchema),
    new_password2: z.string().min(1, { error: accountMessages.confirmationRequired }),
  })
  .refine((v) => v.new_password1 === v.new_password2, {
    path: ['new_password2'],
    error: accountMessages.passwordMismatch,
  });

/** Body of `POST /api/auth/email/confirm/`: the token of the link mailed to the address. */
export const emailConfirmRequestSchema = z.object({
  token: z.string({ error: accountMessages.emailConfirmInvalid }).max(256),
});

export const detailSchema = z.object({ detail: z.string() });

/** `GET /api/auth/providers/`: the identity providers the server is configured with (empty hides the button). */
export const identityProviderSchema = z.object({ name: z.string(), login_url: z.string() });
export const idpTokenRequestSchema = z.object({
  access_token: z.string({ error: accountMessages.idpTokenInvalid }).max(512),
});
export const idpValidateResponseSchema = z.object({ valid: z.boolean() });

/**
 * `GET /api/captcha/challenge/`: an ALTCHA v2 challenge, the JSON the altcha widget (3.x) fetches from its
 * `challenge` URL. The solved payload the widget produces (base64 JSON) is sent back as the `captcha` field.
 */
export const captchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
