import { studioEventMessages as msg } from '@sanza/contracts';
import { AppError } from '../../lib/errors.ts';

/** `Théâtre` → `theatre`: how a category is named in the studio besides its serial_id. */
export function categorySlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Whether `tz` is a time zone the runtime knows. */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** An optional date as an ISO instant. */
export const iso = (d: Date | null) => d?.toISOString() ?? null;
/** An optional ISO instant as a date. */
export const at = (v: string | null | undefined) => (v ? new Date(v) : null);

/** Field errors gathered while checking a request, thrown together. */
export class Problems {
  readonly fields: Record<string, string[]> = {};
  add(field: string, message: string) {
    const list = this.fields[field] ?? [];
    if (!list.includes(message)) list.push(message);
    this.fields[field] = list;
  }
  throwIfAny() {
    if (Object.keys(this.fields).length > 0) throw AppError.fields(this.fields);
  }
}

/** Sale window and auction end of one ticket type against the event's times. */
export function checkTicket(
  problems: Problems,
  t: {
    sales_start?: string | null;
    sales_end?: string | null;
    presale_start?: string | null;
    auction?: { ends_at: string };
  },
  event: { startsAt: Date; endsAt: Date | null },
) {
  const start = at(t.sales_start);
  const end = at(t.sales_end);
  const presale = at(t.presale_start);
  if (presale && !start) problems.add('ticket_types', msg.presaleNeedsSalesStart);
  if (presale && start && presale >= start) problems.add('ticket_types', msg.presaleAfterSalesStart);
  if (start && end && end <= start) problems.add('ticket_types', msg.salesEndBeforeStart);
  if (end && end > (event.endsAt ?? event.startsAt)) problems.add('ticket_types', msg.salesEndAfterEvent);
  if (t.auction && new Date(t.auction.ends_at) > event.startsAt)
    problems.add('ticket_types', msg.auctionEndsAfterStart);
}
