import { relations, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { events } from '../events/events.schema.ts';

/**
 * Invitations to an event by e-mail: pending → confirmed | declined by the recipient, or cancelled by the
 * sender while pending. The recipient is whoever holds `recipient_email`, even an account made later.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    serialId: text('serial_id').notNull().unique(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    invitedById: integer('invited_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    // One pending invitation per address and event: a second one is a 409.
    uniqueIndex('invitations_pending_key')
      .on(t.eventId, sql`lower(${t.recipientEmail})`)
      .where(sql`${t.status} = 'pending'`),
    index('invitations_recipient_idx').on(sql`lower(${t.recipientEmail})`),
    index('invitations_sender_idx').on(t.invitedById, t.createdAt),
    check('invitations_status_valid', sql`${t.status} in ('pending', 'confirmed', 'declined', 'cancelled')`),
  ],
);

export const invitationsRelations = relations(invitations, ({ one }) => ({
  event: one(events, { fields: [invitations.eventId], references: [events.id] }),
  invitedBy: one(users, { fields: [invitations.invitedById], references: [users.id] }),
}));
