import { zodResolver } from '@hookform/resolvers/zod';
import { type StudioArtist, studioArtistInputSchema } from '@sanza/contracts';
import { STUDIO_ARTIST_LIMITS } from '@sanza/contracts/constants';
import { Check } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { FieldError, inputClass, TextField } from '../../../../components/ui/form-field.tsx';
import { z } from '../../../../lib/zod.ts';
import { useGenres } from '../../queries.ts';
import { useSaveArtist } from '../mutations.ts';
import { studioMusicTexts } from '../texts.ts';
import { StudioForm, useStudioFormSave } from './studio-form.tsx';

const T = studioMusicTexts.profile;
const L = STUDIO_ARTIST_LIMITS;

/** The contract's rules, with genres as the names the profile stores. */
const schema = studioArtistInputSchema.extend({
  bio: z.string().trim().max(L.bio),
  country: z.string().trim().max(L.country),
  genres: z.array(z.string()).max(L.genres, T.tooManyGenres(L.genres)),
});
type ArtistFormInput = z.input<typeof schema>;
type ArtistFormOutput = z.output<typeof schema>;

const FIELDS = ['name', 'bio', 'country', 'genres'] as const;

/** The form's values for a profile, or empty ones before it exists. */
const valuesOf = (artist: StudioArtist | null): ArtistFormInput => ({
  name: artist?.name ?? '',
  bio: artist?.bio ?? '',
  country: artist?.country ?? '',
  genres: artist?.genres ?? [],
});

/** The genres offered: every known genre, and any the profile holds that the list does not name. */
export function genreOptions(known: readonly { name: string }[], held: readonly string[]): string[] {
  const names = known.map((g) => g.name);
  return [...names, ...held.filter((h) => !names.includes(h))];
}

/** Creates or edits my artist profile: name, biography, country and genres (chips, up to 10). */
export function ArtistProfileForm({ artist }: { artist: StudioArtist | null }) {
  const save = useSaveArtist();
  const genres = useGenres();
  const form = useForm<ArtistFormInput, unknown, ArtistFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(artist),
  });
  const { errors } = form.formState;
  const saving = useStudioFormSave(form, FIELDS, async (values) => ({
    values: valuesOf(await save.mutateAsync(values)),
    savedText: artist ? T.saved : T.created,
  }));

  const options = genreOptions(genres.data ?? [], artist?.genres ?? []);
  return (
    <StudioForm saving={saving} submitLabel={artist ? T.save : T.create}>
      <TextField
        id="artist-name"
        label={T.nameLabel}
        autoComplete="off"
        maxLength={L.name}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        id="artist-country"
        label={T.countryLabel}
        hint={T.countryHint}
        autoComplete="country-name"
        maxLength={L.country}
        error={errors.country?.message}
        {...form.register('country')}
      />
      <div className="sm:col-span-2">
        <label htmlFor="artist-bio" className="mb-1.5 block text-sm font-medium text-fg">
          {T.bioLabel}
        </label>
        <textarea
          id="artist-bio"
          rows={5}
          maxLength={L.bio}
          aria-invalid={!!errors.bio}
          aria-describedby={errors.bio ? 'artist-bio-error' : undefined}
          className={inputClass}
          {...form.register('bio')}
        />
        <FieldError id="artist-bio" messages={errors.bio?.message} />
      </div>
      <Controller
        control={form.control}
        name="genres"
        render={({ field }) => (
          <fieldset
            className="sm:col-span-2"
            aria-describedby={`artist-genres-hint${errors.genres ? ' artist-genres-error' : ''}`}
          >
            <legend className="mb-1.5 block text-sm font-medium text-fg">{T.genresLabel}</legend>
            <p id="artist-genres-hint" className="mb-2 text-xs text-muted">
              {genres.isPending ? T.genresLoading : T.genresHint(L.genres)}
            </p>
            <div className="flex flex-wrap gap-2">
              {options.map((name) => {
                const isChecked = field.value.includes(name);
                return (
                  <label
                    key={name}
                    className={`inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
                      isChecked
                        ? 'border-accent bg-accent/15 text-fg'
                        : 'border-ink-600 text-muted hover:text-fg'
                    }`}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={isChecked}
                      onChange={() =>
                        field.onChange(
                          isChecked ? field.value.filter((g) => g !== name) : [...field.value, name],
                        )
                      }
                    />
                    {isChecked && <Check aria-hidden="true" className="size-4 text-accent" />}
                    {name}
                  </label>
                );
              })}
            </div>
            <FieldError id="artist-genres" messages={errors.genres?.message} />
          </fieldset>
        )}
      />
    </StudioForm>
  );
}
