import { z } from 'zod';
import {
  ALL_PAYMENT_PROVIDERS,
  PAYMENT_COUNTRY_CODES,
  PAYMENT_PROVIDERS,
  paymentMessages,
  RTP_OPERATORS,
  RTP_STATUSES,
  TRANSACTION_ID_MIN,
} from './payments.constants.ts';
import { RESERVATION_STATUSES } from './reservations.constants.ts';

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
    // Spaces inside are allowed (ids copied from an SMS): uniqueness ignores them and the case.
    .regex(/^[\w. -]+$/, { message: paymentMessages.transactionIdTooShort }),
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
  provider: z.enum(ALL_PAYMENT_PROVIDERS),
  phone_number: z.string().nullable(),
  transaction_id: z.string().nullable(),
  amount: z.number().int(),
  fee: z.number().int(),
  status: z.enum(['pending', 'confirmed', 'rejected']),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** What a provider reported that did not match the payment (refused, kept for staff). */
export const paymentMismatchSchema = z.object({
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  received_at: z.string(),
});
export type PaymentMismatch = z.infer<typeof paymentMismatchSchema>;

/** A payment as staff see it: its payer, the reservation's total, status and hold, and any refused report. */
export const staffPaymentSchema = paymentSchema.extend({
  username: z.string(),
  reservation_total: z.number().int(),
  reservation_status: z.enum(RESERVATION_STATUSES),
  /** Until when the reservation is held (for cash: « à régler avant »); null when it no longer expires. */
  reservation_expires_at: z.string().nullable(),
  mismatch: paymentMismatchSchema.nullable(),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;

/** The answer to a staff extension of a cash hold. */
export const cashHoldExtendedSchema = z.object({ detail: z.string(), expires_at: z.string() });

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
  /** Operators that can prompt the buyer's phone: those configured, with their numbering. */
  request_to_pay: z.array(
    z.object({
      id: z.enum(RTP_OPERATORS),
      label: z.string(),
      fee_percent: z.number(),
      /** Where numbers are checked (`operatorNumber(country, id, typed)`), and its dialling code ('+242'). */
      country: z.enum(PAYMENT_COUNTRY_CODES),
      country_code: z.string(),
      prefixes: z.array(z.string()),
      example: z.string(),
    }),
  ),
});

/** `POST /payment/request-to-pay/`: ask the operator to prompt the buyer's phone for the amount due. */
export const requestToPaySchema = z.object({
  reservation_id: z.union([z.string().min(1).max(64), z.number().int().positive()]).transform(String),
  operator: z.enum(RTP_OPERATORS, { message: paymentMessages.providerInvalid }),
  phone: z
    .string({ message: paymentMessages.fillAllFields })
    .trim()
    .min(1, { message: paymentMessages.fillAllFields })
    .max(32, { message: paymentMessages.phoneInvalid }),
});

/** A request to pay as its buyer sees it; `reason` (in French) once it failed or expired. */
export const paymentRequestSchema = z.object({
  id: z.string(),
  reservation: z.string(),
  operator: z.enum(RTP_OPERATORS),
  /** The number prompted, in international form. */
  phone: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  status: z.enum(RTP_STATUSES),
  reason: z.string().optional(),
  created_at: z.string(),
  /** When the operator stops waiting for the buyer. */
  expires_at: z.string(),
  decided_at: z.string().nullable(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** One step of a request's life, for staff: what changed, from where (request, callback, poll, staff). */
export const paymentRequestStepSchema = z.object({
  at: z.string(),
  source: z.enum(['request', 'callback', 'poll', 'system']),
  status: z.enum(RTP_STATUSES),
  operator_status: z.string().nullable(),
  note: z.string().nullable(),
});

/** A request as staff see it: the operator's reference, the state history and the raw callbacks (redacted). */
export const staffPaymentRequestSchema = paymentRequestSchema.extend({
  username: z.string(),
  reference: z.string(),
  operator_reference: z.string().nullable(),
  history: z.array(paymentRequestStepSchema),
  callbacks: z.array(z.object({ at: z.string(), body: z.unknown() })),
});
export type StaffPaymentRequest = z.infer<typeof staffPaymentRequestSchema>;

/** A refund owed after a cancelled event: sent through the operator, or to make by hand. */
export const refundSchema = z.object({
  id: z.number().int(),
  reservation: z.string(),
  event: z.object({ serial_id: z.string(), name: z.string() }),
  username: z.string(),
  provider: z.enum(ALL_PAYMENT_PROVIDERS),
  phone: z.string().nullable(),
  amount: z.number().int(),
  status: z.enum(['sent', 'manual', 'failed']),
  operator_reference: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A provider's callback: signed with HMAC-SHA256 over the raw body. */
export const webhookSchema = z.object({
  event_id: z.string().min(1).max(128),
  transaction_id: z.string().min(1).max(64),
  status: z.enum(['success', 'failed']),
  // What the operator moved: checked against the payment's amount and XAF before anything changes.
  amount: z.number({ message: paymentMessages.amountInvalid }).nonnegative({
    message: paymentMessages.amountInvalid,
  }),
  currency: z
    .string({ message: paymentMessages.currencyInvalid })
    .trim()
    .min(1, { message: paymentMessages.currencyInvalid })
    .max(8, { message: paymentMessages.currencyInvalid }),
});

export const eTicketSchema = z.object({
  serial_id: z.string(),
  code: z.string(),
  qr_svg: z.string(),
  seat: z.number().int(),
  ticket_name: z.string(),
  checked_in_at: z.string().nullable(),
});

/** A code scanned at the door of one event (its serial id). */
export const checkInSchema = z.object({
  code: z.string().trim().min(1).max(256),
  event: z
    .string({ message: paymentMessages.eventRequired })
    .trim()
    .min(1, { message: paymentMessages.eventRequired })
    .max(64, { message: paymentMessages.eventNotFound }),
});

/** An admitted ticket: its type and seat, who holds it, and its event. */
export const checkInAnswerSchema = z.object({
  detail: z.string(),
  ticket: z.object({
    serial_id: z.string(),
    ticket_name: z.string(),
    seat: z.number().int(),
    holder_name: z.string(),
    event: z.object({ serial_id: z.string(), name: z.string() }),
  }),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;

/** An event whose tickets can be checked in: today's and later ones (dates local to the event). */
export const checkInEventSchema = z.object({
  serial_id: z.string(),
  name: z.string(),
  date: z.string(),
  time: z.string(),
  location: z.string(),
});
export type CheckInEvent = z.infer<typeof checkInEventSchema>;
