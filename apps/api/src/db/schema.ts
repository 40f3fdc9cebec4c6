// Every table of the database, each defined beside the feature that owns it (features/<f>/*.schema.ts).
// This index is what the database client and drizzle-kit read: the migrations stay one history in
// apps/api/drizzle, generated from the whole schema at once. Code reads its tables from here.
export * from '../features/accounts/accounts.schema.ts';
export * from '../features/auctions/auctions.schema.ts';
export * from '../features/door/door.schema.ts';
export * from '../features/events/events.schema.ts';
export * from '../features/invitations/invitations.schema.ts';
export * from '../features/money/money.schema.ts';
export * from '../features/music/listening.schema.ts';
export * from '../features/music/music.schema.ts';
export * from '../features/music/playlists.schema.ts';
export * from '../features/notifications/notifications.schema.ts';
export * from '../features/payments/payments.schema.ts';
export * from '../features/reservations/reservations.schema.ts';
export * from '../features/tracking/tracking.schema.ts';
