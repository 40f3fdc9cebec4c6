import { useNavigate } from 'react-router';
import { emptyEvent, toEventBody } from '../event-form-rules.ts';
import { useCreateStudioEvent } from '../mutations.ts';
import { studioEventsTexts } from '../texts.ts';
import { EventForm } from './event-form.tsx';

const t = studioEventsTexts.form;

/** /studio/events/new: the form; once created (a draft), the event's own page. */
export function NewEvent() {
  const create = useCreateStudioEvent();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t.newTitle}</h1>
        <p className="text-sm text-muted">{t.newIntro}</p>
      </header>
      <EventForm
        initial={emptyEvent()}
        submitLabel={t.submitCreate}
        busyLabel={t.submittingCreate}
        onSubmit={async (values) => {
          const event = await create.mutateAsync(toEventBody(values));
          navigate(`/studio/events/${event.serial_id}`);
          return undefined;
        }}
      />
    </div>
  );
}
