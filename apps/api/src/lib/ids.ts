import { randomBytes } from 'node:crypto';

/** A public id for a row that appears in URLs: 12 random lowercase hex characters (48 bits). */
export function publicId(): string {
  return randomBytes(6).toString('hex');
}
