import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { App } from '../app.ts';

/** Solves a challenge as the altcha widget does and encodes the payload it would post (base64 JSON). */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Fetches a challenge from the app and answers a solved payload for the `captcha` field. */
export async function solvedCaptcha(app: App): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge/' });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  return solveCaptcha(res.json());
}
