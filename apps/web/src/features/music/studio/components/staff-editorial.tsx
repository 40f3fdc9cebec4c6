import { Disc3, ListMusic } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { FieldError, inputClass } from '../../../../components/ui/form-field.tsx';
import { LoadError, LoadingBlocks } from '../../../../components/ui/load-states.tsx';
import { Tabs } from '../../../../components/ui/tabs.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { PRIORITY_PANEL_QUERY } from '../../../events/queries.ts';
import { RoleSwitch } from '../../../studio/components/role-switch.tsx';
import { SearchBox } from '../../../studio/components/search-box.tsx';
import { StudioCard, StudioPageHeader } from '../../../studio/components/studio-card.tsx';
import type { EditorialKind, StaffEvent } from '../moderation-api.ts';
import { useSetFeatured, useSetPriority } from '../moderation-mutations.ts';
import { SEARCH_MIN_LENGTH, useFeatured, useStaffEvents, useStaffSearch } from '../moderation-queries.ts';
import { errorText, onHomePanel, parsePriority, upcomingByPriority } from '../moderation-rules.ts';
import { staffToolsTexts } from '../moderation-texts.ts';

const t = staffToolsTexts.editorial;

/** Staff's editorial page: the priority of upcoming events on the home panel, and the featured albums and playlists. */
export function StaffEditorial() {
  return (
    <div className="space-y-5">
      <StudioPageHeader title={t.title} intro={t.intro} />
      <PriorityPanel />
      <FeaturedPanel />
    </div>
  );
}

function PriorityPanel() {
  const headingId = useId();
  const events = useStaffEvents();
  const list = events.data ? upcomingByPriority(events.data, new Date()) : [];
  const onPanel = onHomePanel(list);
  return (
    <StudioCard
      id={headingId}
      title={t.priorityTitle}
      intro={t.priorityIntro(PRIORITY_PANEL_QUERY.limit, PRIORITY_PANEL_QUERY.minPriority)}
    >
      {events.isPending ? (
        <LoadingBlocks count={2} />
      ) : events.isError ? (
        <LoadError message={staffToolsTexts.loadFailed} onRetry={() => void events.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">{t.priorityEmpty}</p>
      ) : (
        <ul className="space-y-2">
          {list.map((event) => (
            <PriorityRow key={event.serial_id} event={event} shown={onPanel.has(event.serial_id)} />
          ))}
        </ul>
      )}
    </StudioCard>
  );
}

/** One event and its priority, saved with its own button. */
function PriorityRow({ event, shown }: { event: StaffEvent; shown: boolean }) {
  const id = useId();
  const [value, setValue] = useState(String(event.priority));
  const [error, setError] = useState<string | null>(null);
  const setPriority = useSetPriority();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parsePriority(value);
    if (!parsed.ok) {
      setPriority.reset();
      setError(parsed.message);
      return;
    }
    setError(null);
    setPriority.mutate(
      { serialId: event.serial_id, priority: parsed.value },
      { onSuccess: (after) => showToast(t.prioritySaved(after.name, after.priority)) },
    );
  };
  // The server's refusal is the mutation's own state: it stays shown whatever re-renders the row, where a
  // per-call callback is skipped when the row's observer was renewed meanwhile.
  const message = error ?? (setPriority.error ? errorText(setPriority.error) : null);

  return (
    <li className="rounded-2xl border border-ink-800 bg-ink-850 p-3">
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-48">
          <p className="font-semibold break-words">{event.name}</p>
          <p className="text-sm text-muted">
            {formatDateTime(event.starts_at)} · {event.city}
          </p>
          {shown && (
            <span className="mt-1 inline-block rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-accent">
              {t.onPanel}
            </span>
          )}
        </div>
        <div className="flex items-end gap-2">
          <div className="w-24">
            <label htmlFor={id} className="sr-only">
              {t.priorityLabel(event.name)}
            </label>
            <input
              id={id}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              value={value}
              aria-invalid={message !== null}
              aria-describedby={message ? `${id}-error` : undefined}
              onChange={(e) => setValue(e.target.value)}
              className={inputClass}
            />
          </div>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={setPriority.isPending}
            aria-label={`${t.save} : ${t.priorityLabel(event.name)}`}
          >
            {setPriority.isPending ? t.saving : t.save}
          </button>
        </div>
      </form>
      <FieldError id={id} messages={message ?? undefined} />
    </li>
  );
}

function FeaturedPanel() {
  const headingId = useId();
  const [kind, setKind] = useState<EditorialKind>('albums');
  return (
    <StudioCard id={headingId} title={t.featuredTitle} intro={t.featuredIntro}>
      <Tabs
        labelledBy={headingId}
        selected={kind}
        onSelect={setKind}
        tabs={[
          { value: 'albums', label: t.albums, icon: <Disc3 aria-hidden="true" className="size-4" /> },
          {
            value: 'playlists',
            label: t.playlists,
            icon: <ListMusic aria-hidden="true" className="size-4" />,
          },
        ]}
      >
        <FeaturedTab key={kind} kind={kind} />
      </Tabs>
    </StudioCard>
  );
}

type Item = { id: number; name: string; by: string | null };

/** The featured albums (or playlists) now, each with its switch, then a search to add more. */
function FeaturedTab({ kind }: { kind: EditorialKind }) {
  const featured = useFeatured();
  const setFeatured = useSetFeatured();
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 300);
  const ready = q.length >= SEARCH_MIN_LENGTH;
  const found = useStaffSearch(kind, q);

  const picks: Item[] = !featured.data
    ? []
    : kind === 'albums'
      ? featured.data.albums.map((a) => ({ id: a.id, name: a.title, by: a.artist }))
      : featured.data.playlists.map((p) => ({ id: p.id, name: p.name, by: p.owner }));
  const pickIds = new Set(picks.map((p) => p.id));
  const results: Item[] = !found.data
    ? []
    : 'results' in found.data
      ? found.data.results.map((r) =>
          'title' in r
            ? { id: r.id, name: r.title, by: r.artist.name }
            : { id: r.id, name: r.name, by: r.owner.username },
        )
      : [];

  const toggle = (item: Item, on: boolean) =>
    setFeatured.mutate(
      { kind, id: item.id, featured: on },
      {
        onSuccess: () => showToast(on ? t.featureOn(item.name) : t.featureOff(item.name)),
        onError: (error) => showToast(errorText(error), 'error'),
      },
    );
  const busy = (id: number) => setFeatured.isPending && setFeatured.variables.id === id;

  const row = (item: Item, on: boolean) => (
    <li
      key={item.id}
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-ink-800 bg-ink-850 p-3"
    >
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate font-semibold">{item.name}</p>
        {item.by && <p className="truncate text-sm text-muted">{t.by(item.by)}</p>}
      </div>
      <RoleSwitch
        label={t.featured}
        ariaLabel={`${t.featured} : « ${item.name} »`}
        checked={on}
        disabled={busy(item.id)}
        onChange={(next) => toggle(item, next)}
      />
    </li>
  );

  return (
    <div className="space-y-4">
      {featured.isPending ? (
        <LoadingBlocks count={2} />
      ) : featured.isError ? (
        <LoadError message={staffToolsTexts.loadFailed} onRetry={() => void featured.refetch()} />
      ) : picks.length === 0 ? (
        <p className="text-sm text-muted">
          {kind === 'albums' ? t.featuredAlbumsEmpty : t.featuredPlaylistsEmpty}
        </p>
      ) : (
        <ul className="space-y-2">{picks.map((item) => row(item, true))}</ul>
      )}
      <SearchBox
        id={`editorial-${kind}-search`}
        label={kind === 'albums' ? t.searchAlbums : t.searchPlaylists}
        value={query}
        onChange={setQuery}
        isFetching={ready && found.isFetching}
      />
      {ready &&
        (found.isPending ? (
          <LoadingBlocks count={2} />
        ) : found.isError ? (
          <LoadError message={staffToolsTexts.loadFailed} onRetry={() => void found.refetch()} />
        ) : results.length === 0 ? (
          <p className="text-sm text-muted">{staffToolsTexts.moderation.noResult}</p>
        ) : (
          <ul className="space-y-2">{results.map((item) => row(item, pickIds.has(item.id)))}</ul>
        ))}
    </div>
  );
}
