import type { DoorSale } from '@sanza/contracts';
import { CircleCheck, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { formatPrice } from '../../../../lib/format.ts';
import { svgImageSource } from '../door-rules.ts';
import { studioEventsTexts } from '../texts.ts';

const t = studioEventsTexts.doorSale;

/**
 * A sale made: the cash to take in big figures, how many walked in, and the QR code of each ticket not admitted,
 * large on white so another phone scans it from this screen; « Nouvelle vente » starts again.
 */
export function DoorSaleResult({ sale, onNewSale }: { sale: DoorSale; onNewSale: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is replaced: focus moves to the outcome, so a screen reader reads it at once.
  useEffect(() => heading.current?.focus(), []);
  const waiting = sale.tickets.filter((ticket) => ticket.checked_in_at === null);
  const admitted = sale.tickets.length - waiting.length;
  return (
    <div className="space-y-5">
      <Card aria-labelledby="door-sale-done" className="space-y-3 text-center">
        <h2
          id="door-sale-done"
          ref={heading}
          tabIndex={-1}
          className="flex items-center justify-center gap-2 text-lg font-bold outline-none"
        >
          <CircleCheck aria-hidden="true" className="size-6 text-emerald-300" />
          {t.done}
        </h2>
        <p className="text-sm text-muted">{t.amountLabel}</p>
        <p className="text-5xl font-extrabold tabular-nums break-words text-accent">
          {formatPrice(sale.amount)}
        </p>
        {sale.buyer_name && <p className="text-sm">{t.buyer(sale.buyer_name)}</p>}
        <p className="font-semibold">{t.admitted(admitted)}</p>
      </Card>
      {waiting.length > 0 && (
        <section aria-labelledby="door-sale-qr" className="space-y-3">
          <div>
            <h2 id="door-sale-qr" className="text-lg font-bold">
              {t.qrTitle}
            </h2>
            <p className="text-sm text-muted">{t.qrHint}</p>
          </div>
          <ul className="space-y-4">
            {waiting.map((ticket) => (
              <li key={ticket.serial_id} className="space-y-2 text-center">
                <img
                  src={svgImageSource(ticket.qr_svg)}
                  alt={t.qrAlt(ticket.ticket_name, ticket.seat)}
                  width={288}
                  height={288}
                  className="mx-auto aspect-square w-full max-w-72 rounded-2xl bg-white p-3"
                />
                <p className="font-semibold">
                  {ticket.ticket_name} · {t.seat(ticket.seat)}
                </p>
                <p className="text-xs break-all text-muted">{ticket.code}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Button size="lg" onClick={onNewSale} className="w-full">
        <Plus aria-hidden="true" className="size-5" />
        {t.newSale}
      </Button>
    </div>
  );
}
