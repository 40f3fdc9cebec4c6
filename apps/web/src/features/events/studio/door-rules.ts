import type { TicketType } from '@sanza/contracts';
import { DOOR_LIMITS } from '@sanza/contracts/constants';

/** The ticket types the gate may sell: auctions are sold online only. */
export function gateTicketTypes(types: readonly TicketType[]): TicketType[] {
  return types.filter((type) => !type.is_auction);
}

/** True when nothing of `type` can be sold at the gate any more (closed or none left). */
export function isSoldOut(type: Pick<TicketType, 'is_available' | 'quantity_available'>): boolean {
  return !type.is_available || type.quantity_available <= 0;
}

/** The most tickets one gate sale of `type` may issue: 1–4, fewer when less is left. */
export function maxGateQuantity(type: Pick<TicketType, 'quantity_available'> | undefined): number {
  if (!type) return DOOR_LIMITS.doorSaleMax;
  return Math.max(1, Math.min(DOOR_LIMITS.doorSaleMax, type.quantity_available));
}

/** An e-ticket's SVG as an image source: shown as a picture, nothing in it becomes page markup. */
export function svgImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as `21:04:09` in `timeZone` (the venue's): which of two scans came first, to the second. */
export function formatTimeInZone(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(timeZone, format);
  }
  return format.format(at);
}
