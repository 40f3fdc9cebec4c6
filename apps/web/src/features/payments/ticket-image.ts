// An e-ticket saved as a picture, for the phone's gallery. Drawn on the phone from what the page
// already holds (the server's QR code as it is, and the ticket's lines), so it works without a network.
import type { Reservation } from '@sanza/contracts';
import { formatLongDate, formatTime } from '../../lib/format.ts';
import type { ETicket } from './api.ts';
import { svgDataUrl } from './rules.ts';
import { ticketTexts } from './texts.ts';

/** What a saved ticket shows besides its QR code. */
export type TicketDetails = {
  event: Pick<Reservation['data']['event'], 'name' | 'date' | 'time' | 'location'>;
  holder: string;
};

/**
 * Who holds `ticket`: the user its ticket type was given to when the reservation names one for it (the
 * door shows the same), else the reservation's owner.
 */
export function holderOf(reservation: Pick<Reservation, 'owner' | 'items'>, ticket: ETicket): string {
  const item = reservation.items.find((line) => line.data.ticket.name === ticket.ticket_name);
  return item?.assigned_to?.username ?? reservation.owner.username;
}

/** The lines under the QR code, in order: event, date, place, type, seat, holder, code. */
export function ticketImageLines(ticket: ETicket, { event, holder }: TicketDetails): string[] {
  return [
    event.name,
    `${formatLongDate(event.date)} à ${formatTime(event.time)}`,
    event.location,
    ticketTexts.imageType(ticket.ticket_name),
    ticketTexts.seat(ticket.seat),
    ticketTexts.imageHolder(holder),
    `${ticketTexts.code} : ${ticket.code}`,
  ];
}

/** File name of a saved ticket picture: `billet-{ticket id}.png`. */
export function ticketImageName(serialId: string): string {
  return `billet-${serialId.replace(/[^\w-]/g, '_')}.png`;
}

const WIDTH = 720;
const MARGIN = 48;
const QR_SIZE = 520;
const LINE_HEIGHT = 44;

/** `text` cut into lines no wider than `width` at the context's font (long event names, places, codes). */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && context.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  // A single word wider than the picture (a ticket code): cut by characters.
  return [...lines, line].flatMap((piece) => {
    if (context.measureText(piece).width <= width) return [piece];
    const cut: string[] = [];
    let part = '';
    for (const char of piece) {
      if (part && context.measureText(part + char).width > width) {
        cut.push(part);
        part = char;
      } else part += char;
    }
    return [...cut, part];
  });
}

/** The QR code as a decoded picture. */
async function loadQr(svg: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = svgDataUrl(svg);
  await image.decode();
  return image;
}

/** Draws `ticket` on a white card (scanners need the contrast): the QR code, then its lines. PNG. */
export async function drawTicketImage(ticket: ETicket, details: TicketDetails): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas indisponible');
  const [title, ...rest] = ticketImageLines(ticket, details);
  const textWidth = WIDTH - 2 * MARGIN;
  context.font = 'bold 36px system-ui, sans-serif';
  const titleLines = wrap(context, title ?? '', textWidth);
  context.font = '28px system-ui, sans-serif';
  const restLines = rest.map((line) => wrap(context, line, textWidth));
  const lineCount = titleLines.length + restLines.flat().length;
  canvas.width = WIDTH;
  canvas.height = MARGIN + QR_SIZE + 32 + lineCount * LINE_HEIGHT + MARGIN;

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingEnabled = false;
  context.drawImage(await loadQr(ticket.qr_svg), (WIDTH - QR_SIZE) / 2, MARGIN, QR_SIZE, QR_SIZE);

  context.fillStyle = '#0b0b0f';
  context.textBaseline = 'top';
  let y = MARGIN + QR_SIZE + 32;
  context.font = 'bold 36px system-ui, sans-serif';
  for (const line of titleLines) {
    context.fillText(line, MARGIN, y);
    y += LINE_HEIGHT;
  }
  context.font = '28px system-ui, sans-serif';
  for (const line of restLines.flat()) {
    context.fillText(line, MARGIN, y);
    y += LINE_HEIGHT;
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Image non créée'))), 'image/png'),
  );
}

/** Draws `ticket` and hands the PNG to the browser as a download (the phone's gallery or files). */
export async function saveTicketImage(ticket: ETicket, details: TicketDetails): Promise<void> {
  const url = URL.createObjectURL(await drawTicketImage(ticket, details));
  const link = document.createElement('a');
  link.href = url;
  link.download = ticketImageName(ticket.serial_id);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it can go once this turn is over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
