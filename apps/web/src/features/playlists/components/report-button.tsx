import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { loginPathFor } from '../../../lib/return-path.ts';
import { authQueries } from '../../auth/queries.ts';
import { useIsSignedIn } from '../../auth/store.ts';
import { playlistTexts } from '../texts.ts';

// The form and its validation (zod, react-hook-form: ~40 kB) download when someone opens it, not with every
// playlist page (nor in the service worker's precache).
const ReportForm = lazy(async () => ({ default: (await import('./report-form.tsx')).ReportForm }));

/**
 * « Signaler » on /playlist/{id}: a listener flags a playlist for staff, with a reason from a short list.
 * Not shown to its owner; a visitor is sent to sign in and comes back. Once sent (or already sent before, a 409),
 * the button says « Signalée » and the thanks stay on screen.
 */
export function ReportButton({ playlistRef, ownerUsername }: { playlistRef: string; ownerUsername: string }) {
  const isSignedIn = useIsSignedIn();
  const me = useQuery({ ...authQueries.currentUser(), enabled: isSignedIn });
  const navigate = useNavigate();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  // Not offered to the owner; for a signed-in user it waits for who they are, so the owner never sees it flash.
  if (isSignedIn && (me.isPending || me.data?.username === ownerUsername)) return null;

  const onClick = () => {
    if (!isSignedIn) {
      void navigate(loginPathFor(location.pathname + location.search));
      return;
    }
    setIsOpen(true);
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="secondary"
        onClick={onClick}
        disabled={done !== null}
        className="text-muted hover:text-fg"
      >
        <Flag aria-hidden="true" className="size-5" />
        {done ? playlistTexts.reported : playlistTexts.report}
      </Button>
      <p role="status" className="text-sm text-muted">
        {done}
      </p>
      <Dialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title={playlistTexts.reportTitle}
        description={playlistTexts.reportText}
      >
        {isOpen && (
          <Suspense fallback={null}>
            <ReportForm
              playlistRef={playlistRef}
              onCancel={() => setIsOpen(false)}
              onDone={(message) => {
                setDone(message);
                setIsOpen(false);
              }}
            />
          </Suspense>
        )}
      </Dialog>
    </div>
  );
}
