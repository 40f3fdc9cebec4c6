import type { StudioEvent } from '@sanza/contracts';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { FormAlert, SubmitButton, SuccessMessage } from '../../../../components/ui/form-feedback.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import {
  type EventFormValues,
  type FormErrors,
  serverErrorsToFields,
  validateEvent,
} from '../event-form-rules.ts';
import { studioEventsTexts } from '../texts.ts';
import { EventFields } from './event-fields.tsx';
import { TicketTypes } from './ticket-type-fields.tsx';

const t = studioEventsTexts.form;

/** `{'ticket_types.0.price': 'msg'}` as react-hook-form's nested errors. */
function nestErrors(flat: FormErrors): FieldErrors<EventFormValues> {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = out;
    keys.slice(0, -1).forEach((key) => {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys.at(-1) ?? path] = { type: 'validate', message };
  }
  return out as FieldErrors<EventFormValues>;
}

/** The resolver of the form: every rule of `validateEvent` (an unchanged start may be in the past). */
function eventResolver(keptStart: string | undefined): Resolver<EventFormValues> {
  return async (values) => {
    const errors = validateEvent(values, { keptStart });
    return Object.keys(errors).length ? { values: {}, errors: nestErrors(errors) } : { values, errors: {} };
  };
}

/** The message of a field, read by its path in the form's errors. */
function messageAt(errors: FieldErrors<EventFormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

type EventFormProps = {
  initial: EventFormValues;
  /** Editing an existing event: its ticket types' stock shows, and they cannot be removed. */
  event?: StudioEvent;
  submitLabel: string;
  busyLabel: string;
  /**
   * Sends the form; an `ApiError` it throws is shown by the fields it names. Values it answers become the
   * form's (after a save: the ticket types just added now have their id).
   */
  onSubmit: (values: EventFormValues) => Promise<EventFormValues | undefined>;
  /** Shown once a submit went through (editing: the form stays). */
  successText?: string;
};

/** The event form of the studio: the event, its date and place, its ticket types and their auctions. */
export function EventForm({ initial, event, submitLabel, busyLabel, onSubmit, successText }: EventFormProps) {
  const form = useForm<EventFormValues>({
    defaultValues: initial,
    resolver: eventResolver(event ? initial.starts_at : undefined),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [ticketsError, setTicketsError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const errors = form.formState.errors;
  const err = (path: string) => messageAt(errors, path);

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      setTicketsError(null);
      setSuccess(null);
      try {
        const saved = await onSubmit(values);
        if (saved) form.reset(saved);
        if (successText) setSuccess(successText);
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          const { fields, rest } = serverErrorsToFields(error.body, values);
          for (const [path, message] of Object.entries(fields)) {
            if (path === 'ticket_types') setTicketsError(message);
            else form.setError(path as never, { type: 'server', message }, { shouldFocus: true });
          }
          setFailure(rest[0] ?? (Object.keys(fields).length ? t.fixErrors : error.message));
        } else {
          setFailure(error instanceof ApiError ? error.message : t.failed);
        }
      }
    },
    () => setFailure(t.fixErrors),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <EventFields form={form} err={err} />
      <TicketTypes form={form} err={err} event={event} rootError={ticketsError} />
      <div className="space-y-3">
        {failure && <FormAlert>{failure}</FormAlert>}
        <SuccessMessage>{success}</SuccessMessage>
        <SubmitButton isBusy={form.formState.isSubmitting} busyLabel={busyLabel} className="sm:w-auto">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
