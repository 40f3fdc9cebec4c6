import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Argon2id (`Algorithm.Argon2id` is an ambient const enum, which isolated modules cannot read) with the
// OWASP minimum: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The argon2id hash (PHC string) of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * Whether the password matches the stored hash. Without a hash (unknown user, or an account made through the
 * identity provider) a dummy hash is verified anyway, so the answer takes as long either way.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummy ??= hashPassword('dummy-password-for-constant-time');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
