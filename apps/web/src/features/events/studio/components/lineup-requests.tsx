import type { LineupRequest } from '@sanza/contracts';
import { Check, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { FormAlert } from '../../../../components/ui/form-feedback.tsx';
import { LoadError } from '../../../../components/ui/load-states.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatLongDate, formatTime } from '../../../../lib/format.ts';
import { StudioLoading, studioCardClass } from '../../../studio/components/studio-card.tsx';
import type { LineupAnswer } from '../api.ts';
import { useAnswerLineupRequest } from '../mutations.ts';
import { useLineupRequests } from '../queries.ts';
import { studioEventsTexts } from '../texts.ts';
import { LineupStatusBadge } from './lineup-status-badge.tsx';

const t = studioEventsTexts.lineupRequests;

/** /studio/lineups: the requests organizers sent to my artists, answered here. */
export function LineupRequests() {
  const requests = useLineupRequests();
  let body: ReactNode;
  if (requests.isPending) body = <StudioLoading label={t.loading} />;
  else if (requests.isError)
    body = <LoadError message={t.loadFailed} onRetry={() => void requests.refetch()} />;
  else if (requests.data.length === 0) body = <p className="text-sm text-muted">{t.empty}</p>;
  else
    body = (
      <ul className="space-y-3">
        {requests.data.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} />
          </li>
        ))}
      </ul>
    );
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t.title}</h1>
        <p className="text-sm text-muted">{t.intro}</p>
      </header>
      {body}
    </div>
  );
}

/** One request: the event, its date and city, who organizes it, the answer or the buttons to give it. */
function RequestCard({ request }: { request: LineupRequest }) {
  const answer = useAnswerLineupRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const send = (choice: LineupAnswer) => {
    setFailure(null);
    answer.mutate(
      { id: request.id, answer: choice },
      { onError: (error) => setFailure(error instanceof ApiError ? error.message : t.failed) },
    );
  };
  const { event } = request;
  return (
    <article aria-labelledby={`lineup-${request.id}`} className={studioCardClass}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`lineup-${request.id}`} className="min-w-0 flex-1 text-lg font-bold break-words">
          {event.name}
        </h2>
        <LineupStatusBadge status={request.status} />
      </div>
      <p className="text-sm text-muted first-letter:uppercase">
        {formatLongDate(event.date)} à {formatTime(event.time)} · {event.city}
      </p>
      <p className="text-sm text-muted">
        {t.organizer(event.organizer.username)} · {t.artist(request.artist.name)}
      </p>
      {failure && <FormAlert>{failure}</FormAlert>}
      {request.status === 'pending' && (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={answer.isPending}
            onClick={() => send('confirm')}
            className={buttonClass('primary')}
          >
            <Check aria-hidden="true" className="size-5" />
            {t.confirm}
          </button>
          <button
            type="button"
            disabled={answer.isPending}
            onClick={() => send('decline')}
            className={buttonClass('secondary')}
          >
            <X aria-hidden="true" className="size-5" />
            {t.decline}
          </button>
        </div>
      )}
    </article>
  );
}
