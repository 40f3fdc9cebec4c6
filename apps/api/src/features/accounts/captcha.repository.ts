import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchaUses } from '../../db/schema.ts';

/** Records a solved challenge as used; false when it already was (the primary key makes two uses impossible). */
export async function claimCaptcha(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(captchaUses)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaUses.signature });
  return rows.length === 1;
}

/** Forgets uses whose challenge has expired: an expired challenge is refused anyway. */
export async function purgeCaptchaUses(db: Db, now: Date) {
  await db.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
}
