import { Banknote, BarChart3, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { BackLink } from '../../../../components/ui/back-link.tsx';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { LoadError } from '../../../../components/ui/load-states.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { StudioLoading } from '../../../studio/components/studio-card.tsx';
import { eventToValues, toEventBody } from '../event-form-rules.ts';
import { useUpdateStudioEvent } from '../mutations.ts';
import { doorSalePath } from '../paths.ts';
import { useStudioEvent } from '../queries.ts';
import { studioEventsTexts } from '../texts.ts';
import { CoverUpload } from './cover-upload.tsx';
import { DoorStaffSection } from './door-staff-section.tsx';
import { EventForm } from './event-form.tsx';
import { LineupEditor } from './lineup-editor.tsx';
import { StatusActions } from './status-actions.tsx';
import { StudioEventHeader } from './studio-event-header.tsx';

const t = studioEventsTexts.event;

/** What a studio page shows when its event does not load: the server's message (404: not mine), a retry. */
export function StudioEventFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isMissing = error instanceof ApiError && error.status === 404;
  return (
    <div className="space-y-3">
      <LoadError
        message={isMissing ? error.message || t.notFound : t.loadFailed}
        onRetry={isMissing ? undefined : onRetry}
      />
      <Link to="/studio/events" className={buttonClass('secondary')}>
        {t.back}
      </Link>
    </div>
  );
}

/**
 * /studio/events/:serialId: status and its actions, the door team, cover, line-up, then the event's fields and
 * ticket types.
 */
export function StudioEventView({ serialId }: { serialId: string }) {
  const event = useStudioEvent(serialId);
  const update = useUpdateStudioEvent(serialId);
  if (event.isPending) return <StudioLoading label={studioEventsTexts.list.loading} />;
  if (event.isError) return <StudioEventFailed error={event.error} onRetry={() => void event.refetch()} />;
  const data = event.data;
  const isCancelled = data.status === 'cancelled';
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <BackLink to="/studio/events">{t.back}</BackLink>
      <StudioEventHeader event={data} title={data.name} location={data.location}>
        <div className="flex flex-wrap gap-3 pt-1">
          <Link to={`/studio/events/${data.serial_id}/sales`} className={buttonClass('secondary')}>
            <BarChart3 aria-hidden="true" className="size-4" />
            {t.salesLink}
          </Link>
          {data.status === 'published' && (
            <Link to={doorSalePath(data.serial_id)} className={buttonClass('secondary')}>
              <Banknote aria-hidden="true" className="size-4" />
              {studioEventsTexts.doorSale.link}
            </Link>
          )}
          {data.status === 'published' && !data.hidden_reason && (
            <Link to={`/events/${data.serial_id}`} className={buttonClass('secondary')}>
              <ExternalLink aria-hidden="true" className="size-4" />
              {t.publicPage}
            </Link>
          )}
        </div>
      </StudioEventHeader>
      <StatusActions event={data} />
      {!isCancelled && <DoorStaffSection serialId={data.serial_id} />}
      {!isCancelled && <CoverUpload event={data} />}
      {!isCancelled && <LineupEditor key={data.serial_id} event={data} />}
      {!isCancelled && (
        <>
          <h2 className="sr-only">{t.editTitle}</h2>
          <EventForm
            key={data.serial_id}
            initial={eventToValues(data)}
            event={data}
            submitLabel={studioEventsTexts.form.submitSave}
            busyLabel={studioEventsTexts.form.submittingSave}
            successText={studioEventsTexts.form.saved}
            onSubmit={async (values) => eventToValues(await update.mutateAsync(toEventBody(values)))}
          />
        </>
      )}
    </div>
  );
}
