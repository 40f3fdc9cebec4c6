import { z } from 'zod';
import { PAYMENT_PROVIDERS, paymentMessages, TRANSACTION_ID_MIN } from './payments.constants.ts';

export * from './payments.constants.ts';

/** An amount in whole XAF, sent as a number or a string such as "1537.00". */
const amount = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.0{1,2})?$/, { message: paymentMessages.amountInvalid }),
  ])
  .transform((v) => Number(v))
  .pipe(
    z
      .number()
      .int({ message: paymentMessages.amountInvalid })
      .positive({ message: paymentMessages.amountInvalid }),
  );

export const checkoutSchema = z.object({
  reservation: z.union([z.string().min(1).max(64), z.number().int().positive()]).transform(String),
  phone_number: z
    .string({ message: paymentMessages.fillAllFields })
    .trim()
    .regex(/^\+?[1-9]\d{1,14}$/, { message: paymentMessages.phoneInvalid }),
  transaction_id: z
    .string({ message: paymentMessages.fillAllFields })
    .trim()
    .min(TRANSACTION_ID_MIN, { message: paymentMessages.transactionIdTooShort })
    .max(64)
    .regex(/^[\w.-]+$/, { message: paymentMessages.transactionIdTooShort }),
  amount,
  provider: z.enum(['airtel', 'moov'], { message: paymentMessages.providerInvalid }),
});

export const cashSchema = z.object({
  reservation_id: z.union([z.string().min(1).max(64), z.number().int().positive()]).transform(String),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  serial_id: z.string(),
  reservation: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  phone_number: z.string().nullable(),
  transaction_id: z.string().nullable(),
  amount: z.number().int(),
  fee: z.number().int(),
  status: z.enum(['pending', 'confirmed', 'rejected']),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentOptionsSchema = z.object({
  processing_time: z.string(),
  providers: z.array(
    z.object({
      id: z.enum(PAYMENT_PROVIDERS),
      label: z.string(),
      fee_percent: z.number(),
      receiving_number: z.string().nullable(),
      ussd_code: z.string().nullable(),
    }),
  ),
});

/** A provider's callback: signed with HMAC-SHA256 over the raw body. */
export const webhookSchema = z.object({
  event_id: z.string().min(1).max(128),
  transaction_id: z.string().min(1).max(64),
  status: z.enum(['success', 'failed']),
  amount: z.number().int().positive().optional(),
});

export const eTicketSchema = z.object({
  serial_id: z.string(),
  code: z.string(),
  qr_svg: z.string(),
  seat: z.number().int(),
  ticket_name: z.string(),
  checked_in_at: z.string().nullable(),
});

export const checkInSchema = z.object({ code: z.string().trim().min(1).max(256) });
