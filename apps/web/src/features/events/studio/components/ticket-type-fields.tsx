import type { StudioEvent } from '@sanza/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { FormAlert } from '../../../../components/ui/form-feedback.tsx';
import { CheckboxField, SelectField, TextField } from '../../../../components/ui/form-field.tsx';
import { studioCardClass } from '../../../studio/components/studio-card.tsx';
import { emptyTicketType } from '../event-form-rules.ts';
import { studioEventsTexts } from '../texts.ts';
import type { PartProps } from './event-fields.tsx';

const t = studioEventsTexts.form;

/** The ticket types of the event, each on its row, with a button to add one. */
export function TicketTypes({
  form,
  err,
  event,
  rootError,
}: PartProps & { event?: StudioEvent; rootError: string | null }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'ticket_types' });
  const rootMessage = rootError ?? err('ticket_types');
  return (
    <section aria-labelledby="tickets-section" className={studioCardClass}>
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
      <button type="button" onClick={() => append(emptyTicketType())} className={buttonClass('secondary')}>
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
