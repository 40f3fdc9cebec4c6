import { type SearchResults, STUDIO_EVENT_LIMITS, type StudioEvent } from '@sanza/contracts';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormAlert, SubmitButton, SuccessMessage } from '../../../../components/ui/form-feedback.tsx';
import { SearchInput } from '../../../../components/ui/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useSearchResults } from '../../../search/queries.ts';
import { studioCardClass } from '../../../studio/components/studio-card.tsx';
import { useUpdateStudioEvent } from '../mutations.ts';
import { studioEventsTexts } from '../texts.ts';
import { LineupStatusBadge } from './lineup-status-badge.tsx';

const t = studioEventsTexts.lineup;
const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_PAGE_SIZE = 8;

/** An artist of the line-up being edited; `status` is null until the line-up is saved with them. */
type LineupEntry = { id: number; name: string; status: StudioEvent['artists'][number]['status'] | null };

const entriesOf = (event: StudioEvent): LineupEntry[] =>
  event.artists.map(({ id, name, status }) => ({ id, name, status }));

const iconButton =
  'grid size-11 place-items-center rounded-full text-muted hover:bg-ink-800 hover:text-fg disabled:cursor-not-allowed disabled:opacity-40';

/** « Programmation »: the event's artists with their answer, added from the catalogue, saved whole. */
export function LineupEditor({ event }: { event: StudioEvent }) {
  const update = useUpdateStudioEvent(event.serial_id);
  const [entries, setEntries] = useState<LineupEntry[]>(() => entriesOf(event));
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const isFull = entries.length >= STUDIO_EVENT_LIMITS.lineupMax;

  const change = (next: LineupEntry[]) => {
    setEntries(next);
    setSuccess(null);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...entries];
    const [entry] = next.splice(index, 1);
    if (entry) next.splice(index + by, 0, entry);
    change(next);
  };

  const save = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setFailure(null);
    setSuccess(null);
    try {
      const saved = await update.mutateAsync({ artists: entries.map((entry) => entry.id) });
      setEntries(entriesOf(saved));
      setSuccess(t.saved);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t.failed);
    }
  };

  return (
    <section aria-labelledby="lineup-section" className={studioCardClass}>
      <div className="space-y-1">
        <h2 id="lineup-section" className="text-lg font-bold">
          {t.title}
        </h2>
        <p className="text-sm text-muted">{t.hint}</p>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{t.empty}</p>
      ) : (
        <ol aria-label={t.title} className="space-y-2">
          {entries.map((entry, index) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center gap-2 rounded-2xl border border-ink-700 py-1 pr-1 pl-4"
            >
              <span className="min-w-0 flex-1 font-semibold break-words">{entry.name}</span>
              <LineupStatusBadge status={entry.status} />
              <button
                type="button"
                aria-label={t.moveUp(entry.name)}
                disabled={index === 0}
                onClick={() => move(index, -1)}
                className={iconButton}
              >
                <ArrowUp aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                aria-label={t.moveDown(entry.name)}
                disabled={index === entries.length - 1}
                onClick={() => move(index, 1)}
                className={iconButton}
              >
                <ArrowDown aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                aria-label={t.remove(entry.name)}
                onClick={() => change(entries.filter((other) => other.id !== entry.id))}
                className={iconButton}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ol>
      )}
      {isFull ? (
        <p className="text-sm text-muted">{t.full(STUDIO_EVENT_LIMITS.lineupMax)}</p>
      ) : (
        <ArtistPicker
          picked={entries}
          onPick={(artist) => change([...entries, { ...artist, status: null }])}
        />
      )}
      <form noValidate onSubmit={save} className="space-y-3">
        {failure && <FormAlert>{failure}</FormAlert>}
        <SuccessMessage>{success}</SuccessMessage>
        <SubmitButton isBusy={update.isPending} busyLabel={t.saving} className="sm:w-auto">
          {t.save}
        </SubmitButton>
      </form>
    </section>
  );
}

/** A search of the catalogue's artists, sent once typing pauses; each hit can be added once. */
function ArtistPicker({
  picked,
  onPick,
}: {
  picked: readonly LineupEntry[];
  onPick: (artist: { id: number; name: string }) => void;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const results = useSearchResults({
    kind: 'artists',
    q: debounced,
    genre: '',
    dateRange: '',
    ordering: '',
    page: 1,
    pageSize: SEARCH_PAGE_SIZE,
  });
  // The search answers by kind; asked for artists, it answers artists.
  const data = results.data as SearchResults['artists'] | undefined;
  const hits = debounced ? (data?.results ?? []) : [];
  return (
    <div className="space-y-2">
      <label htmlFor="lineup-search" className="block text-sm font-medium">
        {t.searchLabel}
      </label>
      <SearchInput
        id="lineup-search"
        value={search}
        onChange={(inputEvent) => setSearch(inputEvent.target.value)}
        placeholder={t.searchPlaceholder}
      />
      {debounced && results.isError && (
        <p role="alert" className="text-sm text-red-300">
          {t.searchFailed}
        </p>
      )}
      {debounced && results.isSuccess && hits.length === 0 && (
        <p className="text-sm text-muted">{t.noMatch}</p>
      )}
      {hits.length > 0 && (
        <ul aria-label={t.searchResults} className="max-h-64 space-y-1.5 overflow-y-auto">
          {hits.map((artist) => {
            const isPicked = picked.some((entry) => entry.id === artist.id);
            return (
              <li key={artist.id} className="flex items-center gap-2 rounded-xl px-2 py-1">
                <span className="min-w-0 flex-1 break-words">{artist.name}</span>
                {isPicked ? (
                  <span className="text-xs text-muted">{t.added}</span>
                ) : (
                  <button
                    type="button"
                    aria-label={t.add(artist.name)}
                    onClick={() => onPick({ id: artist.id, name: artist.name })}
                    className={iconButton}
                  >
                    <Plus aria-hidden="true" className="size-5" />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
