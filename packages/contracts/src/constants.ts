// `@sanza/contracts/constants`: every text, limit and pure rule, without zod. Shell code and components
// that do not validate import from here, so zod stays in the chunks of the forms that need it.
export * from './accounts.constants.ts';
export * from './auctions.constants.ts';
export * from './common.constants.ts';
export * from './door.constants.ts';
export * from './events.constants.ts';
export * from './images.constants.ts';
export * from './invitations.constants.ts';
export * from './music.constants.ts';
export * from './notifications.constants.ts';
export * from './payments.constants.ts';
export * from './reservations.constants.ts';
export * from './search.constants.ts';
export * from './staff.constants.ts';
export * from './studio.constants.ts';
export * from './studio-events.constants.ts';
export * from './studio-money.constants.ts';
export * from './studio-music.constants.ts';
export * from './tracking.constants.ts';
