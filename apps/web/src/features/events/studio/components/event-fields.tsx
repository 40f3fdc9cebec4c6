import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FieldError, inputClass, SelectField, TextField } from '../../../../components/ui/form-field.tsx';
import { studioCardClass } from '../../../studio/components/studio-card.tsx';
import { useCategories } from '../../queries.ts';
import type { EventFormValues } from '../event-form-rules.ts';
import { studioEventsTexts } from '../texts.ts';
import { EVENT_TIME_ZONES } from '../time-zones.ts';

const t = studioEventsTexts.form;

/** What each part of the event form gets: the form, and the message of a field by its path. */
export type PartProps = { form: UseFormReturn<EventFormValues>; err: (path: string) => string | undefined };

/** The event itself: name, category, date and time zone, place, description. */
export function EventFields({ form, err }: PartProps) {
  const categories = useCategories();
  const { register } = form;
  // A select can't show a value before its option exists: once the categories arrive, the event's is put back.
  useEffect(() => {
    if (categories.data) form.setValue('category', form.getValues('category'));
  }, [categories.data, form]);
  return (
    <>
      <section aria-labelledby="event-section" className={studioCardClass}>
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
      <section aria-labelledby="when-section" className={studioCardClass}>
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
