/**
 * The server's own message in a DRF-style error body: a non-empty `detail`, else the first field or non-field
 * error; null when the body carries none.
 */
export function detailOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string' && record.detail) return record.detail;
  for (const value of Object.values(record)) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return null;
}
