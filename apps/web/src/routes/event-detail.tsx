import { eventMessages } from '@sanza/contracts/constants';
import { SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { LoadError } from '../components/ui/load-states.tsx';
import {
  BackToEvents,
  EventAbout,
  EventDetailSkeleton,
  EventFacts,
  EventHeader,
  EventLineup,
} from '../features/events/components/event-detail.tsx';
import { useEvent } from '../features/events/queries.ts';
import { hasStarted } from '../features/events/rules.ts';
import { eventTexts } from '../features/events/texts.ts';
import { InviteFriendsButton } from '../features/invitations/components/invite-friends-button.tsx';
import { ReservePanel } from '../features/reservations/components/reserve-panel.tsx';
import { ApiError } from '../lib/api-client.ts';

function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
      <SearchX aria-hidden="true" className="size-12 text-accent" />
      <h1 className="text-2xl font-extrabold">{eventMessages.notFound}</h1>
      <p className="text-sm text-muted">{eventTexts.notFoundHint}</p>
      <Link to="/events" className={buttonClass('primary')}>
        {eventTexts.seeAll}
      </Link>
    </div>
  );
}

/** The event page: the event, its tickets to reserve, and friends to invite. */
export function EventDetailPage() {
  const { serialId = '' } = useParams();
  const {
    data: event,
    isPending,
    isError,
    error,
    isPlaceholderData,
    refetch,
    isFetching,
  } = useEvent(serialId);

  if (isPending) {
    return (
      <div className="space-y-4">
        <BackToEvents />
        <EventDetailSkeleton />
      </div>
    );
  }
  if (isError && error instanceof ApiError && error.status === 404) return <NotFound />;
  if (isError) {
    return (
      <div className="space-y-4">
        <BackToEvents />
        <LoadError
          message={eventMessages.detailLoadError}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      </div>
    );
  }

  return (
    <article className="space-y-6">
      <BackToEvents />
      <EventHeader event={event} />
      {/* One column on phones (facts, tickets, then the long texts); tickets on the right when there is room. */}
      <div className="@container">
        <div className="grid gap-8 @3xl:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-5 @3xl:col-start-1">
            <EventFacts event={event} />
            <EventLineup event={event} />
            {/* Nobody can join a past event: the server refuses the invitation, so it is not offered. */}
            {!hasStarted(event) && !event.is_cancelled && <InviteFriendsButton eventId={event.serial_id} />}
          </div>
          <div className="@3xl:sticky @3xl:top-20 @3xl:col-start-2 @3xl:row-span-2 @3xl:row-start-1 @3xl:self-start">
            <ReservePanel event={event} isLoading={isPlaceholderData} />
          </div>
          <div className="@3xl:col-start-1">
            <EventAbout event={event} />
          </div>
        </div>
      </div>
    </article>
  );
}
