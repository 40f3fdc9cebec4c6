import { z } from 'zod';
import { DOOR_LIMITS, doorMessages, SYNC_OUTCOMES } from './door.constants.ts';

export * from './door.constants.ts';

/** `POST /api/studio/events/{serial_id}/door-staff/`. */
export const doorStaffInputSchema = z.object({
  username: z
    .string({ message: doorMessages.usernameRequired })
    .trim()
    .min(1, { message: doorMessages.usernameRequired })
    .max(150, { message: doorMessages.usernameRequired }),
});

/** A member of an event's door team: the account's id (used by DELETE) and username. */
export const doorStaffSchema = z.object({ id: z.number().int(), username: z.string() });
export type DoorStaff = z.infer<typeof doorStaffSchema>;

/**
 * One ticket as the door needs it to decide without network: the SHA-256 (hex) of its QR code's text, never
 * the code itself (a copied list cannot make tickets), and what the verdict shows. No e-mail, no phone.
 */
export const doorTicketSchema = z.object({
  serial_id: z.string(),
  code_sha256: z.string(),
  holder_name: z.string(),
  ticket_name: z.string(),
  seat: z.number().int(),
  checked_in_at: z.string().nullable(),
  /** Username of whoever admitted it. */
  checked_in_by: z.string().nullable(),
});
export type DoorTicket = z.infer<typeof doorTicketSchema>;

/** `GET /api/studio/events/{serial_id}/door-list/`: every valid ticket of the event, for the phone to keep. */
export const doorListSchema = z.object({
  event: z.object({
    serial_id: z.string(),
    name: z.string(),
    date: z.string(),
    time: z.string(),
    location: z.string(),
    is_cancelled: z.boolean(),
  }),
  /** Server time of the list, ISO 8601. */
  generated_at: z.string(),
  expected: z.number().int(),
  checked_in: z.number().int(),
  tickets: z.array(doorTicketSchema),
});
export type DoorList = z.infer<typeof doorListSchema>;

/**
 * One admission made on a phone (offline or not), sent later: a scanned QR code (`code`), or a ticket the door
 * team found by name and let in after checking an ID (`serial_id`, a manual admission: the door list holds no
 * codes). Exactly one of the two.
 */
export const doorScanSchema = z
  .object({
    code: z.string().trim().min(1).max(256).optional(),
    serial_id: z.string().trim().min(1).max(DOOR_LIMITS.serialIdMax).optional(),
    scanned_at: z.iso.datetime({ offset: true, message: doorMessages.scannedAtInvalid }),
    device_id: z
      .string({ message: doorMessages.deviceIdInvalid })
      .trim()
      .min(1, { message: doorMessages.deviceIdInvalid })
      .max(DOOR_LIMITS.deviceIdMax, { message: doorMessages.deviceIdInvalid }),
  })
  .refine((scan) => (scan.code === undefined) !== (scan.serial_id === undefined), {
    message: doorMessages.codeOrSerialId,
    path: ['code'],
  });
export type DoorScan = z.infer<typeof doorScanSchema>;

/** `POST /api/studio/events/{serial_id}/check-ins/sync/`. */
export const doorSyncInputSchema = z.object({
  scans: z
    .array(doorScanSchema, { message: doorMessages.scansRequired })
    .min(1, { message: doorMessages.scansRequired })
    .max(DOOR_LIMITS.syncScansMax, { message: doorMessages.scansTooMany }),
});

/**
 * One result per scan, in the order sent: `admitted` (this scan let the ticket in), `duplicate` (another scan
 * let it in first: when and by whom; a conflict on the sales page when both were admitted on phones), `invalid`
 * (forged, another event's, or a cancelled ticket).
 */
export const doorSyncResultSchema = z.object({
  /** What the scan sent: its code, or the serial id of a manual admission. */
  code: z.string(),
  outcome: z.enum(SYNC_OUTCOMES),
  serial_id: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  checked_in_by: z.string().nullable(),
});
export const doorSyncAnswerSchema = z.object({ results: z.array(doorSyncResultSchema) });
export type DoorSyncAnswer = z.infer<typeof doorSyncAnswerSchema>;

/** `POST /api/studio/events/{serial_id}/door-sales/`: tickets sold for cash at the gate. */
export const doorSaleInputSchema = z
  .object({
    ticket_type_id: z.number().int().positive(),
    quantity: z
      .number({ message: doorMessages.doorSaleQuantity })
      .int({ message: doorMessages.doorSaleQuantity })
      .min(1, { message: doorMessages.doorSaleQuantity })
      .max(DOOR_LIMITS.doorSaleMax, { message: doorMessages.doorSaleQuantity }),
    buyer_name: z
      .string()
      .trim()
      .max(DOOR_LIMITS.buyerNameMax, { message: doorMessages.buyerNameTooLong })
      .optional(),
    /** How many of the group walk in now (checked in at once); the others keep a QR code. Default: all. */
    admit: z.number().int().min(0).max(DOOR_LIMITS.doorSaleMax).optional(),
  })
  .refine((sale) => sale.admit === undefined || sale.admit <= sale.quantity, {
    message: doorMessages.doorSaleAdmitRange,
    path: ['admit'],
  });

/** The answer of a cash sale: the reservation it made and its e-tickets (QR for the ones not admitted). */
export const doorSaleSchema = z.object({
  reservation: z.string(),
  amount: z.number().int(),
  buyer_name: z.string().nullable(),
  tickets: z.array(
    z.object({
      serial_id: z.string(),
      code: z.string(),
      qr_svg: z.string(),
      seat: z.number().int(),
      ticket_name: z.string(),
      checked_in_at: z.string().nullable(),
    }),
  ),
});
export type DoorSale = z.infer<typeof doorSaleSchema>;
