import type { Payment } from '@sanza/contracts';
import type {
  CheckInEvent,
  ETicket,
  PaymentOptions,
  PaymentRequest,
  Refund,
  StaffPayment,
  StaffPaymentRequest,
} from '../features/payments/api.ts';

/** `GET /payment/options/` as a server configured for the tests answers it. */
export function makePaymentOptions(): PaymentOptions {
  return {
    processing_time: 'Généralement moins de 15 minutes les jours ouvrables',
    providers: [
      {
        id: 'airtel',
        label: 'Airtel Money',
        fee_percent: 2.5,
        receiving_number: '+242 05 111 22 33',
        ussd_code: '*128#',
      },
      {
        id: 'moov',
        label: 'Moov Money',
        fee_percent: 3,
        receiving_number: '+242 06 444 55 66',
        ussd_code: '*555#',
      },
      { id: 'cash', label: 'Espèces', fee_percent: 0, receiving_number: null, ussd_code: null },
    ],
    request_to_pay: [
      {
        id: 'airtel',
        label: 'Airtel Money',
        fee_percent: 2.5,
        country: 'CG',
        country_code: '+242',
        prefixes: ['04', '05'],
        example: '05 123 45 67',
      },
      {
        id: 'mtn',
        label: 'MTN MoMo',
        fee_percent: 2.5,
        country: 'CG',
        country_code: '+242',
        prefixes: ['06'],
        example: '06 123 45 67',
      },
    ],
  };
}

/** A request to pay as its buyer sees it: pending for five minutes from now. */
export function makePaymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  const now = Date.now();
  return {
    id: 'rtp1',
    reservation: 'res1',
    operator: 'mtn',
    phone: '242061234567',
    amount: 20500,
    fee: 500,
    status: 'pending',
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + 5 * 60_000).toISOString(),
    decided_at: null,
    ...overrides,
  };
}

/** A request to pay as staff see it, with its history and one redacted callback. */
export function makeStaffPaymentRequest(overrides: Partial<StaffPaymentRequest> = {}): StaffPaymentRequest {
  return {
    ...makePaymentRequest({
      status: 'succeeded',
      created_at: '2026-12-01T09:00:00.000Z',
      expires_at: '2026-12-01T09:05:00.000Z',
      decided_at: '2026-12-01T09:01:00.000Z',
    }),
    username: 'awa',
    reference: 'SZ-RTP-0001',
    operator_reference: 'MTN-778899',
    history: [
      {
        at: '2026-12-01T09:00:00.000Z',
        source: 'request',
        status: 'pending',
        operator_status: 'PENDING',
        note: null,
      },
      {
        at: '2026-12-01T09:01:00.000Z',
        source: 'callback',
        status: 'succeeded',
        operator_status: 'SUCCESSFUL',
        note: null,
      },
    ],
    callbacks: [
      {
        at: '2026-12-01T09:01:00.000Z',
        body: { status: 'SUCCESSFUL', financialTransactionId: 'MTN-778899', payer: '2420612***67' },
      },
    ],
    ...overrides,
  };
}

/** A refund owed after a cancelled event. */
export function makeRefund(overrides: Partial<Refund> = {}): Refund {
  return {
    id: 1,
    reservation: 'res1',
    event: { serial_id: 'ev1', name: 'Nuit de la Rumba' },
    username: 'awa',
    provider: 'mtn',
    phone: '242061234567',
    amount: 20500,
    status: 'sent',
    operator_reference: 'MTN-REF-1',
    note: null,
    created_at: '2026-12-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A QR code as the server's `qrcode` library writes it (a tiny one). */
export const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h29v29H0z"/><path stroke="#000000" d="M1 1.5h7"/></svg>';

/** An e-ticket of a paid reservation. */
export function makeTicket(overrides: Partial<ETicket> = {}): ETicket {
  return {
    serial_id: 'tk1',
    code: 'tk1.Sig123',
    qr_svg: QR_SVG,
    seat: 1,
    ticket_name: 'Standard',
    checked_in_at: null,
    ...overrides,
  };
}

/** A payment as its owner sees it. */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 1,
    serial_id: 'pay1',
    reservation: 'res1',
    provider: 'airtel',
    phone_number: '+242061234567',
    transaction_id: 'AM12345',
    amount: 20500,
    fee: 500,
    status: 'pending',
    created_at: '2026-11-30T19:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

/** A payment as staff see it. */
export function makeStaffPayment(overrides: Partial<StaffPayment> = {}): StaffPayment {
  return {
    ...makePayment(),
    username: 'awa',
    reservation_total: 20000,
    reservation_status: 'awaiting_confirmation',
    reservation_expires_at: null,
    mismatch: null,
    ...overrides,
  };
}

/** An event staff can check tickets in for. */
export function makeCheckInEvent(overrides: Partial<CheckInEvent> = {}): CheckInEvent {
  return {
    serial_id: 'ev1',
    name: 'Nuit de la Rumba',
    date: '2026-12-12',
    time: '20:00:00',
    location: 'Brazzaville',
    ...overrides,
  };
}
