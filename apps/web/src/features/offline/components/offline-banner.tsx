import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { TONES } from '../../../components/ui/status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { isReadFromPhone } from '../../../lib/kept-pages.ts';
import { reportServerReached, reportServerUnreachable, useConnectivity } from '../store.ts';
import { offlineTexts } from '../texts.ts';

/** A request that got no answer at all (`fetch` failed), as opposed to an error answer from the server. */
const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Feeds the connection store from the data layer: a request without an answer, then one with. A page kept on
 * the phone, read for want of network, is not an answer from the server.
 */
function useRequestOutcomes() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        if (event.action.type === 'error' && isNetworkFailure(event.action.error)) reportServerUnreachable();
        else if (event.action.type === 'success' && !isReadFromPhone(event.action.data))
          reportServerReached();
      }),
    [client],
  );
}

/**
 * The notice under the top bar while the phone has no connection (or the server cannot be reached): what
 * still works, instead of a browser error. A polite status; gone as soon as the connection is back.
 */
export function OfflineBanner() {
  useRequestOutcomes();
  const connectivity = useConnectivity();
  if (connectivity === 'online') return null;
  return (
    <p role="status" className={`flex items-start gap-2 border-b px-4 py-2 text-sm ${TONES.warning.panel}`}>
      <WifiOff aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${TONES.warning.text}`} />
      <span>
        {connectivity === 'offline' ? offlineTexts.offline : offlineTexts.unreachable}{' '}
        {offlineTexts.stillAvailable}{' '}
        <Link to="/downloads" className="font-semibold underline underline-offset-2 hover:text-white">
          {offlineTexts.downloads}
        </Link>
      </span>
    </p>
  );
}
