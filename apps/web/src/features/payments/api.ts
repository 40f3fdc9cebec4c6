import type { CheckInAnswer, CheckInEvent, Payment, PaymentProvider, StaffPayment } from '@sanza/contracts';
import { apiGet, apiRequest } from '../../lib/api-client.ts';

/** One operator of `GET /payment/options/`: its fee, and where and how to send mobile money (server configuration). */
export type PaymentOption = {
  id: PaymentProvider;
  label: string;
  fee_percent: number;
  receiving_number: string | null;
  ussd_code: string | null;
};
export type PaymentOptions = { processing_time: string; providers: PaymentOption[] };

/** What the confirmation form sends (spec 2 §3, "Payment data"). */
export type CheckoutBody = {
  reservation: string;
  phone_number: string;
  transaction_id: string;
  amount: number;
  provider: Exclude<PaymentProvider, 'cash'>;
};

/** An e-ticket of a paid reservation; `qr_svg` is the QR code of `code` as an SVG document. */
export type ETicket = {
  serial_id: string;
  code: string;
  qr_svg: string;
  seat: number;
  ticket_name: string;
  checked_in_at: string | null;
};

export type PaymentStatus = Payment['status'];
/** A payment as staff see it (payer, reservation total, status and hold, any refused operator report), an
 * admitted ticket, and an event whose tickets can be checked in. */
export type { CheckInAnswer, CheckInEvent, StaffPayment };

const reservationPath = (serialId: string) => `/tickets/reservations/${encodeURIComponent(serialId)}/`;

/** `GET /payment/options/`: operators, fees, receiving numbers, USSD codes and the processing time. */
export function fetchPaymentOptions(signal?: AbortSignal): Promise<PaymentOptions> {
  return apiRequest<PaymentOptions>('/payment/options/', { signal, anonymous: true });
}

/** `POST /payment/checkout/`: records a mobile-money payment; 201 with it, the reservation then awaits confirmation. */
export function postCheckout(body: CheckoutBody): Promise<Payment> {
  return apiRequest<Payment>('/payment/checkout/', { method: 'POST', json: body });
}

/** `POST /payment/cash/`: the reservation is to be paid in cash (200). */
export function postCash(reservationId: string): Promise<{ detail: string; reservation: string }> {
  return apiRequest('/payment/cash/', { method: 'POST', json: { reservation_id: reservationId } });
}

/** `GET /tickets/reservations/{serialId}/payments/`: the payments of the owner's reservation, newest first. */
export function fetchReservationPayments(serialId: string, signal?: AbortSignal): Promise<Payment[]> {
  return apiGet<Payment[]>(`${reservationPath(serialId)}payments/`, signal);
}

/** `GET /tickets/reservations/{serialId}/tickets/`: the e-tickets, once the reservation is paid. */
export function fetchTickets(serialId: string, signal?: AbortSignal): Promise<ETicket[]> {
  return apiGet<ETicket[]>(`${reservationPath(serialId)}tickets/`, signal);
}

/** `GET /payment/staff/payments/?status=`: payments for staff to verify, pending first (all without a status). */
export function fetchStaffPayments(
  status: PaymentStatus | null,
  signal?: AbortSignal,
): Promise<StaffPayment[]> {
  const query = status ? `?${new URLSearchParams({ status })}` : '';
  return apiGet<StaffPayment[]>(`/payment/staff/payments/${query}`, signal);
}

/** `POST /payment/staff/payments/{id}/confirm/` or `/reject/`: a staff decision on a pending payment. */
export function decidePayment(serialId: string, decision: 'confirm' | 'reject'): Promise<{ detail: string }> {
  return apiRequest(`/payment/staff/payments/${encodeURIComponent(serialId)}/${decision}/`, {
    method: 'POST',
  });
}

/** `POST /payment/staff/reservations/{serialId}/extend/`: gives a cash reservation more time (200). */
export function postExtendCashHold(
  reservationSerialId: string,
): Promise<{ detail: string; expires_at: string }> {
  return apiRequest(`/payment/staff/reservations/${encodeURIComponent(reservationSerialId)}/extend/`, {
    method: 'POST',
  });
}

/** `GET /tickets/check-in/events/`: today's and later events, whose tickets staff can check in. */
export function fetchCheckInEvents(signal?: AbortSignal): Promise<CheckInEvent[]> {
  return apiGet<CheckInEvent[]>('/tickets/check-in/events/', signal);
}

/**
 * `POST /tickets/check-in/` at the door of one event: admits a ticket once (200, with its holder); 409 when
 * already used, of another event or the event is over; 400 when invalid.
 */
export function postCheckIn(code: string, event: string): Promise<CheckInAnswer> {
  return apiRequest<CheckInAnswer>('/tickets/check-in/', { method: 'POST', json: { code, event } });
}
