import type {
  CheckInEvent,
  Payment,
  PaymentProvider,
  PaymentRequest,
  paymentOptionsSchema,
  Refund,
  RtpOperator,
  StaffPayment,
  StaffPaymentRequest,
} from '@sanza/contracts';
import { apiGet, apiRequest, apiUrl } from '../../lib/api-client.ts';
import { readToken } from '../../lib/tokens.ts';
import type { z } from '../../lib/zod.ts';

/**
 * `GET /payment/options/` (server configuration): the operators of the manual steps (fee, where and how to send
 * mobile money) and, in `request_to_pay`, those that can prompt the buyer's phone, with their numbering.
 */
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;
export type PaymentOption = PaymentOptions['providers'][number];
/** An operator that can prompt the buyer's phone: its fee, country, dialling code, prefixes and an example. */
export type RtpOption = PaymentOptions['request_to_pay'][number];

/** What `POST /payment/request-to-pay/` sends: the reservation, the operator and the number as typed. */
export type RequestToPayBody = { reservation_id: string; operator: RtpOperator; phone: string };

/** What the confirmation form sends ("Payment data"). */
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
 * event whose tickets can be checked in, a request to pay as its buyer and as staff see it, and a refund. */
export type { CheckInEvent, PaymentRequest, Refund, StaffPayment, StaffPaymentRequest };

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

const requestPath = (id: string) => `/payment/request-to-pay/${encodeURIComponent(id)}/`;

/**
 * `POST /payment/request-to-pay/`: asks the operator to prompt the buyer's phone for the amount due (202, the
 * request pending); 400 with field errors, 409 when the reservation is paid or a request is already pending.
 */
export function postRequestToPay(body: RequestToPayBody): Promise<PaymentRequest> {
  return apiRequest<PaymentRequest>('/payment/request-to-pay/', { method: 'POST', json: body });
}

/** `GET /payment/request-to-pay/{id}/`: where a request stands, with `reason` once it failed or expired. */
export function fetchPaymentRequest(id: string, signal?: AbortSignal): Promise<PaymentRequest> {
  return apiGet<PaymentRequest>(requestPath(id), signal);
}

/**
 * URL of the live stream of one request (server-sent events: `state` with the request at once and at every
 * change, `heartbeat` in between). The token rides in the query, as `EventSource` sends no header.
 */
export function paymentRequestEventsUrl(id: string): string {
  const token = readToken('access') ?? readToken('idp');
  const query = token ? `?access_token=${encodeURIComponent(token)}` : '';
  return apiUrl(`${requestPath(id)}events/${query}`);
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

/** `GET /payment/staff/requests/`: the requests to pay, newest first, with their history and callbacks. */
export function fetchStaffPaymentRequests(signal?: AbortSignal): Promise<StaffPaymentRequest[]> {
  return apiGet<StaffPaymentRequest[]>('/payment/staff/requests/', signal);
}

/** `GET /payment/staff/refunds/`: the refunds owed after cancelled events, sent or to make by hand. */
export function fetchStaffRefunds(signal?: AbortSignal): Promise<Refund[]> {
  return apiGet<Refund[]>('/payment/staff/refunds/', signal);
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
