import { z } from 'zod';

// Zod's own messages (for rules without a message of the spec's) are in French, as the whole product is.
z.config(z.locales.fr());

export * from './accounts.ts';
export * from './auctions.ts';
export * from './common.ts';
export * from './door.ts';
export * from './events.ts';
export * from './images.constants.ts';
export * from './invitations.ts';
export * from './music.ts';
export * from './notifications.ts';
export * from './payments.ts';
export * from './playlists.ts';
export * from './profile.ts';
export * from './reservations.ts';
export * from './search.ts';
export * from './staff.ts';
export * from './studio.constants.ts';
export * from './studio-events.ts';
export * from './studio-money.ts';
export * from './studio-music.ts';
export * from './tracking.ts';
