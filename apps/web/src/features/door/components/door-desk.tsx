import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LoadError, LoadingBlocks } from '../../../components/ui/load-states.tsx';
import { doorSalePath } from '../../events/studio/paths.ts';
import { formatClock, type Verdict } from '../rules.ts';
import { doorTexts } from '../texts.ts';
import { useDoor } from '../use-door.ts';
import { DoorScanner } from './door-scanner.tsx';
import { DoorSearch } from './door-search.tsx';
import { DoorConflicts, DoorCounter } from './door-status.tsx';
import { DoorVerdict } from './door-verdict.tsx';

/** A short buzz for a ticket let in, three for a refusal: the door hears it without looking. */
function buzz(verdict: Verdict) {
  navigator.vibrate?.(verdict.tone === 'admitted' ? 80 : [80, 60, 80, 60, 80]);
}

/**
 * The door of one event on a phone: the counter and the network, the link to the gate sale (online: a sale needs
 * the server), the camera scanning one ticket after another, the search in the list kept on the phone, the
 * conflicts of the scans sent late, and each verdict full screen.
 */
export function DoorDesk({
  event,
  name,
  owner,
  username,
}: {
  event: string;
  name: string | null;
  owner: string;
  username: string | null;
}) {
  const door = useDoor(event, owner, username);
  const [shown, setShown] = useState<{ verdict: Verdict; id: number } | null>(null);
  const { check, admit } = door;

  const show = useCallback((verdict: Verdict) => {
    buzz(verdict);
    setShown((previous) => ({ verdict, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const onCheck = useCallback(async (code: string) => show(await check(code)), [check, show]);
  const onAdmit = useCallback(async (serialId: string) => show(await admit(serialId)), [admit, show]);
  const dismiss = useCallback(() => setShown(null), []);

  return (
    <div className="space-y-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-bold break-words">{door.list?.event.name ?? name}</h2>
        <Link to={{ search: '' }} className={buttonClass('secondary', 'md', 'shrink-0')}>
          {doorTexts.changeEvent}
        </Link>
      </div>
      {door.listState === 'loading' ? (
        <div role="status">
          <span className="sr-only">{doorTexts.listLoading}</span>
          <LoadingBlocks count={2} className="h-24" />
        </div>
      ) : door.listState === 'missing' ? (
        <LoadError message={doorTexts.listMissingOffline} onRetry={() => void door.refresh()} />
      ) : door.listState === 'error' || !door.list ? (
        <LoadError message={door.listError ?? doorTexts.listError} onRetry={() => void door.refresh()} />
      ) : (
        <>
          <DoorCounter
            list={door.list}
            connectivity={door.connectivity}
            pending={door.queue.length}
            isSyncing={door.isSyncing}
            syncError={door.syncError}
            onSync={() => void door.sync()}
          />
          {door.connectivity === 'online' && (
            <Link to={doorSalePath(event)} className={buttonClass('secondary', 'lg', 'w-full')}>
              {doorTexts.doorSale}
            </Link>
          )}
          <DoorScanner onCode={onCheck} />
          <DoorSearch list={door.list} onCheck={onCheck} onAdmit={onAdmit} />
          <DoorConflicts conflicts={door.conflicts} />
          <p className="text-xs text-muted">{doorTexts.listSavedAt(formatClock(door.list.generated_at))}</p>
        </>
      )}
      {shown && <DoorVerdict verdict={shown.verdict} id={shown.id} onDismiss={dismiss} />}
    </div>
  );
}
