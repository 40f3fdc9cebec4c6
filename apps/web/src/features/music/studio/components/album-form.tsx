import { zodResolver } from '@hookform/resolvers/zod';
import { type StudioAlbumInput, studioAlbumInputSchema } from '@sanza/contracts';
import { STUDIO_ARTIST_LIMITS } from '@sanza/contracts/constants';
import { Controller, useForm } from 'react-hook-form';
import { FieldError, inputClass, SelectField, TextField } from '../../../../components/ui/form-field.tsx';
import type { z } from '../../../../lib/zod.ts';
import { useGenres } from '../../queries.ts';
import { studioMusicTexts } from '../texts.ts';
import { StudioForm, useStudioFormSave } from './studio-form.tsx';

const T = studioMusicTexts.albums;
type AlbumFormInput = z.input<typeof studioAlbumInputSchema>;
const FIELDS = ['title', 'release_date', 'genre', 'description'] as const;

type Props = {
  /** Prefix of the fields' ids (one form per album on the page). */
  id: string;
  defaults: StudioAlbumInput;
  submitLabel: string;
  savedText: string;
  /** Sends the values; a rejection's field errors go under the fields, anything else above them. */
  onSave: (values: StudioAlbumInput) => Promise<unknown>;
  /** Empty the form after a successful save (the create form). */
  resetAfterSave?: boolean;
};

/** An album's fields: title, release date, genre and description. */
export function AlbumForm({ id, defaults, submitLabel, savedText, onSave, resetAfterSave = false }: Props) {
  const genres = useGenres();
  const form = useForm<AlbumFormInput, unknown, StudioAlbumInput>({
    resolver: zodResolver(studioAlbumInputSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const saving = useStudioFormSave(form, FIELDS, async (values) => {
    await onSave(values);
    return { values: resetAfterSave ? defaults : values, savedText };
  });

  return (
    <StudioForm saving={saving} submitLabel={submitLabel}>
      <TextField
        id={`${id}-title`}
        label={T.titleLabel}
        maxLength={STUDIO_ARTIST_LIMITS.title}
        className="sm:col-span-2"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextField
        id={`${id}-release`}
        label={T.releaseLabel}
        type="date"
        hint={T.releaseHint}
        error={errors.release_date?.message}
        {...form.register('release_date')}
      />
      <Controller
        control={form.control}
        name="genre"
        render={({ field }) => (
          // Controlled, so a genre saved earlier shows once the list of genres has arrived.
          <SelectField
            id={`${id}-genre`}
            label={T.genreLabel}
            error={errors.genre?.message}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value == null ? '' : String(field.value)}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? null : Number(event.target.value))
            }
          >
            <option value="">{T.noGenre}</option>
            {(genres.data ?? []).map((genre) => (
              <option key={genre.id} value={genre.id}>
                {genre.name}
              </option>
            ))}
          </SelectField>
        )}
      />
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-description`} className="mb-1.5 block text-sm font-medium text-fg">
          {T.descriptionLabel}
        </label>
        <textarea
          id={`${id}-description`}
          rows={3}
          maxLength={STUDIO_ARTIST_LIMITS.description}
          aria-invalid={!!errors.description}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          className={inputClass}
          {...form.register('description')}
        />
        <FieldError id={`${id}-description`} messages={errors.description?.message} />
      </div>
    </StudioForm>
  );
}
