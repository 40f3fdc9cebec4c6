import { z } from 'zod';
import { invitationMessages } from './invitations.constants.ts';

export * from './invitations.constants.ts';

export const createInvitationSchema = z.object({
  event_id: z.union([z.string().min(1).max(64), z.number().int().positive()]).transform(String),
  recipient_email: z
    .string({ message: invitationMessages.emailInvalid })
    .trim()
    .max(254, { message: invitationMessages.emailInvalid })
    .pipe(z.email({ message: invitationMessages.emailInvalid })),
});

/** The answer to a received invitation: `confirmed` accepts, `declined` refuses. */
export const respondInvitationSchema = z.object({ status: z.enum(['confirmed', 'declined']) });

export const invitationSchema = z.object({
  id: z.number().int(),
  serial_id: z.string(),
  status: z.enum(['pending', 'confirmed', 'declined']),
  event: z.object({ serial_id: z.string(), name: z.string(), date: z.string(), time: z.string() }),
  invited_by: z.object({ username: z.string() }),
  user: z.object({ email: z.string() }).nullable(),
  recipient_email: z.string(),
  created_at: z.string(),
  responded_at: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
