import type { StudioEvent } from '@sanza/contracts';
import { useState } from 'react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FormAlert, SuccessMessage } from '../../../../components/ui/form-feedback.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { studioCardClass } from '../../../studio/components/studio-card.tsx';
import type { StatusAction } from '../api.ts';
import { useChangeEventStatus } from '../mutations.ts';
import { statusActions } from '../rules.ts';
import { studioEventsTexts } from '../texts.ts';
import { StatusBadge } from './status-badge.tsx';

const t = studioEventsTexts;

const BUTTONS: Record<StatusAction, string> = {
  publish: buttonClass('primary'),
  unpublish: buttonClass('secondary'),
  cancel: buttonClass('danger'),
};

/** The event's status and the actions it allows, each confirmed in a dialog. */
export function StatusActions({ event }: { event: StudioEvent }) {
  const change = useChangeEventStatus(event.serial_id);
  const [asked, setAsked] = useState<StatusAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const hint =
    event.status === 'cancelled'
      ? t.event.cancelledHint
      : event.status === 'published'
        ? t.event.publishedHint
        : t.event.draftHint;

  const confirm = (action: StatusAction) => {
    setFailure(null);
    change.mutate(action, {
      onSuccess: () => {
        setDone(t.actions[action].done);
        setAsked(null);
      },
      onError: (error) => setFailure(error instanceof ApiError ? error.message : t.form.failed),
    });
  };

  return (
    <section aria-labelledby="status-section" className={studioCardClass}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="status-section" className="text-lg font-bold">
          {t.event.statusTitle}
        </h2>
        <StatusBadge event={event} />
      </div>
      <p className="text-sm text-muted">{hint}</p>
      {event.hidden_reason && (
        <p className="text-sm text-amber-200">{t.event.hiddenByStaff(event.hidden_reason)}</p>
      )}
      <SuccessMessage>{done}</SuccessMessage>
      {failure && !asked && <FormAlert>{failure}</FormAlert>}
      {statusActions(event).length > 0 && (
        <div className="flex flex-wrap gap-3">
          {statusActions(event).map((action) => (
            <button
              key={action}
              type="button"
              className={BUTTONS[action]}
              onClick={() => {
                setDone(null);
                setFailure(null);
                setAsked(action);
              }}
            >
              {t.actions[action].button}
            </button>
          ))}
        </div>
      )}
      <Dialog
        isOpen={asked !== null}
        onClose={() => setAsked(null)}
        title={asked ? t.actions[asked].title : ''}
        description={asked ? t.actions[asked].body : undefined}
      >
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={() => setAsked(null)}>
            {t.actions.keep}
          </button>
          {asked && (
            <button
              type="button"
              className={asked === 'cancel' ? buttonClass('danger') : buttonClass('primary')}
              disabled={change.isPending}
              aria-busy={change.isPending || undefined}
              onClick={() => confirm(asked)}
            >
              {t.actions[asked].confirm}
            </button>
          )}
        </div>
      </Dialog>
    </section>
  );
}
