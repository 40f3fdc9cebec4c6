import type { StudioEvent } from '@sanza/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  type FieldErrors,
  type Resolver,
  type UseFormReturn,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { FormAlert, SubmitButton, SuccessMessage } from '../../../../components/ui/form-feedback.tsx';
import {
  CheckboxField,
  FieldError,
  inputClass,
  SelectField,
  TextField,
} from '../../../../components/ui/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCategories } from '../../queries.ts';
import {
  EVENT_TIME_ZONES,
  type EventFormValues,
  emptyTicketType,
  type FormErrors,
  serverErrorsToFields,
  validateEvent,
} from '../rules.ts';
import { studioEventsTexts } from '../texts.ts';
import { card, secondaryButton } from './styles.ts';

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

type PartProps = { form: UseFormReturn<EventFormValues>; err: (path: string) => string | undefined };

function EventFields({ form, err }: PartProps) {
  const categories = useCategories();
  const { register } = form;
  // A select can't show a value before its option exists: once the categories arrive, the event's is put back.
  useEffect(() => {
    if (categories.data) form.setValue('category', form.getValues('category'));
  }, [categories.data, form]);
  return (
    <>
      <section aria-labelledby="event-section" className={card}>
        <h2 id="event-section" className="text-lg font-bold">
          {t.eventSection}
        </h2>
        <TextField id="event-name" label={t.name} error={err('name')} {...register('name')} />
        <div>
          <label htmlFor="event-description" className="mb-1.5 block text-sm font-medium text-fg">
            {t.description}
          </label>
          <textarea
            id="event-description"
            rows={4}
            aria-invalid={!!err('description')}
            aria-describedby={err('description') ? 'event-description-error' : undefined}
            className={inputClass}
            {...register('description')}
          />
          <FieldError id="event-description" messages={err('description')} />
        </div>
        <SelectField
          id="event-category"
          label={t.category}
          error={err('category') ?? (categories.isError ? t.categoriesFailed : undefined)}
          {...register('category')}
        >
          <option value="">{t.categoryPlaceholder}</option>
          {categories.data?.map((category) => (
            <option key={category.serial_id} value={category.serial_id}>
              {category.name}
            </option>
          ))}
        </SelectField>
      </section>
      <section aria-labelledby="when-section" className={card}>
        <h2 id="when-section" className="text-lg font-bold">
          {t.whenSection}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="event-venue"
            label={t.venue}
            hint={t.venueHint}
            error={err('venue')}
            {...register('venue')}
          />
          <TextField id="event-city" label={t.city} error={err('city')} {...register('city')} />
        </div>
        <SelectField
          id="event-time-zone"
          label={t.timeZone}
          error={err('time_zone')}
          {...register('time_zone')}
        >
          {EVENT_TIME_ZONES.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.label}
            </option>
          ))}
        </SelectField>
        <p className="-mt-2 text-xs text-muted">{t.timeZoneHint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="event-starts-at"
            type="datetime-local"
            label={t.startsAt}
            error={err('starts_at')}
            {...register('starts_at')}
          />
          <TextField
            id="event-ends-at"
            type="datetime-local"
            label={t.endsAt}
            error={err('ends_at')}
            {...register('ends_at')}
          />
        </div>
      </section>
    </>
  );
}

function TicketTypes({
  form,
  err,
  event,
  rootError,
}: PartProps & { event?: StudioEvent; rootError: string | null }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'ticket_types' });
  const rootMessage = rootError ?? err('ticket_types');
  return (
    <section aria-labelledby="tickets-section" className={card}>
      <h2 id="tickets-section" className="text-lg font-bold">
        {t.ticketsSection}
      </h2>
      {rootMessage && <FormAlert id="ticket-types-error">{rootMessage}</FormAlert>}
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <li key={field.id}>
            <TicketTypeRow
              form={form}
              err={err}
              index={index}
              stock={event?.ticket_types.find((type) => type.id === field.ticket_id)}
              onRemove={fields.length > 1 && !field.ticket_id ? () => remove(index) : null}
            />
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => append(emptyTicketType())} className={secondaryButton}>
        <Plus aria-hidden="true" className="size-5" />
        {t.addTicket}
      </button>
    </section>
  );
}

type RowProps = PartProps & {
  index: number;
  stock?: StudioEvent['ticket_types'][number];
  onRemove: (() => void) | null;
};

function TicketTypeRow({ form, err, index, stock, onRemove }: RowProps) {
  const { register, control } = form;
  const at = `ticket_types.${index}` as const;
  const hasAuction = useWatch({ control, name: `${at}.has_auction` });
  const isLocked = useWatch({ control, name: `${at}.auction_locked` }) === true;
  const id = (name: string) => `ticket-${index}-${name}`;
  const number = index + 1;
  return (
    <fieldset className="relative min-w-0 space-y-4 rounded-2xl border border-ink-700 p-4 pt-3">
      <legend className="px-1 font-semibold">{t.ticketLegend(number)}</legend>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t.removeTicket(number)}
          className="absolute -top-1 right-2 grid size-11 place-items-center rounded-full text-muted hover:bg-ink-800 hover:text-fg"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      )}
      <TextField id={id('name')} label={t.ticketName} error={err(`${at}.name`)} {...register(`${at}.name`)} />
      <TextField
        id={id('description')}
        label={t.ticketDescription}
        error={err(`${at}.description`)}
        {...register(`${at}.description`)}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <TextField
          id={id('price')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          label={t.price}
          error={err(`${at}.price`)}
          {...register(`${at}.price`)}
        />
        <TextField
          id={id('quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          label={t.quantity}
          hint={stock ? t.stockHint(stock.sold, stock.held) : undefined}
          error={err(`${at}.quantity`)}
          {...register(`${at}.quantity`)}
        />
        <SelectField
          id={id('max')}
          label={t.maxPerOrder}
          error={err(`${at}.max_per_order`)}
          className="col-span-2 sm:col-span-1"
          {...register(`${at}.max_per_order`)}
        >
          {['1', '2', '3', '4'].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          id={id('presale-start')}
          type="datetime-local"
          label={t.presaleStart}
          hint={t.presaleHint}
          error={err(`${at}.presale_start`)}
          {...register(`${at}.presale_start`)}
        />
        <TextField
          id={id('sales-start')}
          type="datetime-local"
          label={t.salesStart}
          error={err(`${at}.sales_start`)}
          {...register(`${at}.sales_start`)}
        />
        <TextField
          id={id('sales-end')}
          type="datetime-local"
          label={t.salesEnd}
          error={err(`${at}.sales_end`)}
          {...register(`${at}.sales_end`)}
        />
      </div>
      <CheckboxField
        id={id('has-auction')}
        label={t.hasAuction}
        disabled={isLocked}
        {...register(`${at}.has_auction`)}
      />
      {hasAuction && (
        <fieldset className="min-w-0 space-y-3 rounded-2xl border border-accent/40 bg-accent/5 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold">{t.auctionLegend}</legend>
          {isLocked && <p className="text-xs text-muted">{t.auctionLocked}</p>}
          <div className="grid grid-cols-2 gap-3">
            <TextField
              id={id('starting-price')}
              type="number"
              inputMode="numeric"
              min={0}
              label={t.startingPrice}
              readOnly={isLocked}
              error={err(`${at}.auction.starting_price`)}
              {...register(`${at}.auction.starting_price`)}
            />
            <TextField
              id={id('min-increment')}
              type="number"
              inputMode="numeric"
              min={1}
              label={t.minIncrement}
              readOnly={isLocked}
              error={err(`${at}.auction.min_increment`)}
              {...register(`${at}.auction.min_increment`)}
            />
          </div>
          <TextField
            id={id('auction-ends-at')}
            type="datetime-local"
            label={t.auctionEndsAt}
            hint={t.auctionEndsHint}
            readOnly={isLocked}
            error={err(`${at}.auction.ends_at`)}
            {...register(`${at}.auction.ends_at`)}
          />
        </fieldset>
      )}
    </fieldset>
  );
}
