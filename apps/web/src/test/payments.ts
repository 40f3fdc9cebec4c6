import type { Payment } from '@sanza/contracts';
import type { CheckInEvent, ETicket, PaymentOptions, StaffPayment } from '../features/payments/api.ts';

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
