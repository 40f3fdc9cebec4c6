import { CloudOff, CloudUpload, TriangleAlert, Wifi } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import type { Connectivity } from '../../offline/store.ts';
import type { DoorList } from '../api.ts';
import { alreadyEnteredTitle, countEntries, type SyncConflict } from '../rules.ts';
import { doorTexts } from '../texts.ts';

/** « 124 entrés / 300 attendus », the network, and the scans still on the phone. */
export function DoorCounter({
  list,
  connectivity,
  pending,
  isSyncing,
  syncError,
  onSync,
}: {
  list: DoorList;
  connectivity: Connectivity;
  pending: number;
  isSyncing: boolean;
  syncError: string | null;
  onSync: () => void;
}) {
  const { entered, expected } = countEntries(list);
  const isOnline = connectivity === 'online';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-live="polite" className="text-2xl font-extrabold tabular-nums">
          {doorTexts.counter(entered, expected)}
        </p>
        <StatusBadge tone={isOnline ? 'success' : 'warning'} icon={isOnline ? Wifi : CloudOff}>
          {isOnline ? doorTexts.online : doorTexts.offline}
        </StatusBadge>
      </div>
      {!isOnline && <p className="text-sm text-amber-300">{doorTexts.offlineHint}</p>}
      {list.event.is_cancelled && (
        <p role="alert" className="text-sm font-semibold text-red-300">
          {doorTexts.cancelled}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusBadge tone={pending > 0 ? 'pending' : 'muted'} icon={CloudUpload}>
          <span role="status">{pending > 0 ? doorTexts.pending(pending) : doorTexts.allSent}</span>
        </StatusBadge>
        {pending > 0 && isOnline && (
          <Button variant="ghost" isBusy={isSyncing} busyLabel={doorTexts.syncing} onClick={onSync}>
            {doorTexts.syncNow}
          </Button>
        )}
      </div>
      {syncError && pending > 0 && <p className="text-sm text-red-300">{syncError}</p>}
    </div>
  );
}

/** The scans the server did not take as this phone's: admitted elsewhere first (a person in twice), or invalid. */
export function DoorConflicts({ conflicts }: { conflicts: SyncConflict[] }) {
  if (conflicts.length === 0) return null;
  return (
    <Card aria-labelledby="door-conflicts" className="space-y-2">
      <h2 id="door-conflicts" className="flex items-center gap-2 font-bold">
        <TriangleAlert aria-hidden="true" className="size-5 text-amber-300" />
        {doorTexts.conflictsTitle}
      </h2>
      <p className="text-sm text-muted">{doorTexts.conflictsIntro}</p>
      <ul className="space-y-2">
        {conflicts.map((conflict) => (
          <li key={`${conflict.code_sha256}|${conflict.scanned_at}`} className="text-sm">
            {conflict.holder_name && <span className="block font-semibold">{conflict.holder_name}</span>}
            {conflict.ticket_name && conflict.seat !== null && (
              <span className="block text-muted">
                {doorTexts.seatLine(conflict.ticket_name, conflict.seat)}
              </span>
            )}
            <span className="block text-amber-200">
              {conflict.outcome === 'duplicate' && conflict.checked_in_at
                ? alreadyEnteredTitle(conflict.checked_in_at, conflict.checked_in_by)
                : doorTexts.invalidAtSync}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
