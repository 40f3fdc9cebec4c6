// Zod-free part of the tracking contract: texts, limits and pure rules the web shell imports
// without pulling zod into its entry chunk (see docs/decisions/120-shared-contracts.md).

/** Largest tracking body accepted, in bytes: a page view is a few hundred bytes. */
export const TRACKING_BODY_LIMIT = 4096;
/** Page views one client may send a minute. */
export const TRACKING_RATE_PER_MINUTE = 120;
