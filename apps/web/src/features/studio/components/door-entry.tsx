import { useQuery } from '@tanstack/react-query';
import { ScanLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { TileLink } from '../../../components/ui/link-panel.tsx';
import { paymentQueries } from '../../payments/queries.ts';
import { studioTexts } from '../texts.ts';

/** The events one checks in change rarely: asked again after a minute at most. */
const DOOR_EVENTS_STALE_MS = 60_000;

/**
 * « Contrôle à l'entrée » for someone whose studio sections do not include the door (door staff hold no role):
 * shown when the server lists events they may check in, `fallback` otherwise. Asked only where it is rendered
 * (the account and studio pages), never on every page.
 */
export function DoorEntry({ fallback = null }: { fallback?: ReactNode }) {
  const events = useQuery({ ...paymentQueries.checkInEvents(), staleTime: DOOR_EVENTS_STALE_MS });
  if (events.isPending) return null;
  if (events.isError || events.data.length === 0) return fallback;
  return (
    <Card aria-labelledby="door-entry" className="mx-auto max-w-3xl space-y-3">
      <div>
        <h2 id="door-entry" className="text-lg font-bold">
          {studioTexts.door.title}
        </h2>
        <p className="text-sm text-muted">{studioTexts.door.hint(events.data.length)}</p>
      </div>
      <TileLink to="/studio/door" icon={ScanLine}>
        {studioTexts.door.open}
      </TileLink>
    </Card>
  );
}
