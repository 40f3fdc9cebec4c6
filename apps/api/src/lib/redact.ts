/**
 * A URL safe to log: the secrets some URLs carry (identity-provider token and authorization code in the query,
 * reset token in the path) are replaced, so a log never holds a working credential.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:access_token|code|refresh|token)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/password-reset-confirm\/[^/?#]*\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/password\/reset\/confirm\/[^/?#]*\/)[^/?#]+/, '$1[redacted]');
}
