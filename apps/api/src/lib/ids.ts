import { randomBytes } from 'node:crypto';

/** A public id for a row that appears in URLs: 12 random lowercase hex characters (48 bits). */
export function publicId(): string {
  return randomBytes(6).toString('hex');
}

/** A row named in a URL: by its integer id (1–10 digits) or by its 12-hex public id. */
export type IdOrReference = { id: number } | { referenceId: string };

/**
 * Reads a path value as an integer id or a public reference id; null for anything else. The two never
 * overlap: ids have at most 10 digits (int4), reference ids exactly 12 characters.
 */
export function parseIdOrReference(value: string): IdOrReference | null {
  if (/^[0-9a-f]{12}$/.test(value)) return { referenceId: value };
  if (/^\d{1,10}$/.test(value)) {
    const id = Number(value);
    return id >= 1 && id <= 2_147_483_647 ? { id } : null;
  }
  return null;
}
