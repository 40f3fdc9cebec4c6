import type { DoorSale } from '@sanza/contracts';
import { useState } from 'react';
import { BackLink } from '../../../../components/ui/back-link.tsx';
import { FormAlert } from '../../../../components/ui/form-feedback.tsx';
import { LoadError } from '../../../../components/ui/load-states.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatLongDate } from '../../../../lib/format.ts';
import { StudioLoading } from '../../../studio/components/studio-card.tsx';
import { useEvent } from '../../queries.ts';
import { gateTicketTypes } from '../door-rules.ts';
import { studioEventsTexts } from '../texts.ts';
import { DoorSaleForm } from './door-sale-form.tsx';
import { DoorSaleResult } from './door-sale-result.tsx';

const t = studioEventsTexts.doorSale;

/**
 * « Vente à l'entrée » for the event's door team and organizer. Its ticket types come from the public event
 * (what door staff may read), with what is left of each; the server decides who may sell.
 */
export function DoorSaleView({ serialId }: { serialId: string }) {
  const event = useEvent(serialId);
  const [sale, setSale] = useState<DoorSale | null>(null);
  // A new form after each sale: its choices start again from what is left now.
  const [round, setRound] = useState(0);
  return (
    <div className="mx-auto max-w-xl space-y-5">
      <BackLink to="/studio/door">{t.back}</BackLink>
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t.title}</h1>
        {event.data && (
          <p className="text-sm text-muted">
            <span className="font-semibold text-fg">{event.data.name}</span>
            {' · '}
            {formatLongDate(event.data.date)}
          </p>
        )}
        {!sale && <p className="text-sm text-muted">{t.intro}</p>}
      </header>
      {event.isPending ? (
        <StudioLoading label={t.loading} />
      ) : event.isError ? (
        <LoadError
          message={
            event.error instanceof ApiError && event.error.status === 404 ? event.error.message : t.loadFailed
          }
          onRetry={() => void event.refetch()}
        />
      ) : event.data.is_cancelled ? (
        <FormAlert>{t.cancelled}</FormAlert>
      ) : sale ? (
        <DoorSaleResult
          sale={sale}
          onNewSale={() => {
            setSale(null);
            setRound((n) => n + 1);
          }}
        />
      ) : (
        <DoorSaleForm
          key={round}
          serialId={serialId}
          types={gateTicketTypes(event.data.ticket_types)}
          onSold={setSale}
        />
      )}
    </div>
  );
}
