import { createHash } from 'node:crypto';
import { accountMessages, type CaptchaChallenge } from '@sanza/contracts';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { claimCaptcha, purgeCaptchaUses } from './captcha.repository.ts';

/** The widget's algorithms are SHA-* and PBKDF2/SHA-*; PBKDF2 lets the cost scale per attempt. */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** How long a challenge may wait between being fetched and being submitted solved. */
export const CAPTCHA_TTL_S = 20 * 60;

export type CaptchaService = ReturnType<typeof createCaptchaService>;

/** What the widget posts: base64 of `{challenge: {parameters, signature}, solution: {counter, derivedKey}}`. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

/** Decodes the widget's payload (base64 JSON; plain JSON is accepted too); null when it is not one. */
function decodePayload(raw: string) {
  const text = raw.trim().startsWith('{') ? raw : Buffer.from(raw, 'base64').toString('utf8');
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Self-hosted ALTCHA proof of work. A challenge is signed with a secret derived from the JWT secret; the server
 * knows the answer (deterministic mode: a secret counter, its derived key signed separately), so checking a
 * solution is two HMACs. A solved challenge is accepted once, and only before it expires (by the injected clock).
 */
export function createCaptchaService(deps: {
  db: Db;
  clock: Clock;
  secret: string;
  cost: number;
  maxNumber: number;
}) {
  const { db, clock, cost, maxNumber } = deps;
  const derive = (label: string) =>
    createHash('sha256').update(`${label}:${deps.secret}`).digest('base64url');
  const hmacSignatureSecret = derive('altcha-signature');
  const hmacKeySignatureSecret = derive('altcha-key-signature');

  /** Whether the payload is a solution of one of our challenges, unexpired and never used before. */
  async function verify(raw: string | undefined): Promise<boolean> {
    if (!raw) return false;
    const payload = decodePayload(raw);
    if (!payload) return false;
    const now = clock.now();
    const { parameters, signature } = payload.challenge;
    if (parameters.expiresAt * 1000 <= now.getTime()) return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret,
      hmacKeySignatureSecret,
    }).catch(() => null);
    if (!result?.verified) return false;
    await purgeCaptchaUses(db, now);
    return claimCaptcha(db, signature, new Date(parameters.expiresAt * 1000));
  }

  return {
    /** A new challenge, in the shape the altcha widget 3 fetches from its `challenge` URL. */
    async challenge(): Promise<CaptchaChallenge> {
      const expiresAt = new Date(clock.now().getTime() + CAPTCHA_TTL_S * 1000);
      const challenge = await createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost,
        counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
        deriveKey,
        expiresAt,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      // Every key of the signed parameters is kept as is: dropping or reordering one would break the signature.
      return {
        parameters: challenge.parameters as CaptchaChallenge['parameters'],
        signature: challenge.signature!,
      };
    },
    verify,
    /** Throws 400 `{captcha: [...]}` unless the payload passes `verify`. */
    async require(raw: string | undefined): Promise<void> {
      if (!(await verify(raw))) throw AppError.fields({ captcha: [accountMessages.captchaRequired] });
    },
  };
}
