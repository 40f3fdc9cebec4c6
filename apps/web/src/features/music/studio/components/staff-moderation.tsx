import { Calendar, Music2 } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { LoadError, LoadingBlocks } from '../../../../components/ui/load-states.tsx';
import { Tabs } from '../../../../components/ui/tabs.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { formatDateTime, formatLongDate } from '../../../../lib/format.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { SearchBox } from '../../../studio/components/search-box.tsx';
import { StudioCard, StudioPageHeader } from '../../../studio/components/studio-card.tsx';
import type { ModerationKind } from '../moderation-api.ts';
import { useModerate } from '../moderation-mutations.ts';
import { SEARCH_MIN_LENGTH, useHidden, useStaffSearch } from '../moderation-queries.ts';
import { errorText } from '../moderation-rules.ts';
import { staffToolsTexts } from '../moderation-texts.ts';
import { HideDialog, type HideTarget } from './hide-dialog.tsx';
import { ReportedPlaylistsPanel } from './reported-playlists.tsx';

const t = staffToolsTexts.moderation;

/**
 * Staff's moderation: a search to hide an event or a song, the playlists listeners reported (hidden or restored
 * there), and what is hidden now (shown again in one tap).
 */
export function StaffModeration() {
  const [target, setTarget] = useState<HideTarget | null>(null);
  return (
    <div className="space-y-5">
      <StudioPageHeader title={t.title} intro={t.intro} />
      <FindPanel onHide={setTarget} />
      <ReportedPlaylistsPanel onHide={setTarget} />
      <HiddenPanel />
      <HideDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

function FindPanel({ onHide }: { onHide: (target: HideTarget) => void }) {
  const labelId = useId();
  const [kind, setKind] = useState<ModerationKind>('songs');
  return (
    <StudioCard id={labelId} title={t.findTitle}>
      <Tabs
        labelledBy={labelId}
        selected={kind}
        onSelect={setKind}
        tabs={[
          { value: 'songs', label: t.songs, icon: <Music2 aria-hidden="true" className="size-4" /> },
          { value: 'events', label: t.events, icon: <Calendar aria-hidden="true" className="size-4" /> },
        ]}
      >
        {kind === 'songs' ? <SongSearch onHide={onHide} /> : <EventSearch onHide={onHide} />}
      </Tabs>
    </StudioCard>
  );
}

/** A found item: its name, a line under it, and the button that opens the reason dialog. */
function FoundRow({ name, detail, onHide }: { name: string; detail: string; onHide: () => void }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-ink-800 bg-ink-850 p-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{name}</p>
        <p className="truncate text-sm text-muted">{detail}</p>
      </div>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={onHide}
        aria-label={`${t.hide} « ${name} »`}
      >
        {t.hide}
      </button>
    </li>
  );
}

function useSearchInput() {
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 300);
  return { query, setQuery, q, ready: q.length >= SEARCH_MIN_LENGTH };
}

function SongSearch({ onHide }: { onHide: (target: HideTarget) => void }) {
  const { query, setQuery, q, ready } = useSearchInput();
  const found = useStaffSearch('music', q);
  return (
    <div className="space-y-3">
      <SearchBox
        id="moderation-song-search"
        label={t.searchSongs}
        value={query}
        onChange={setQuery}
        isFetching={ready && found.isFetching}
      />
      {!ready ? (
        <p className="text-sm text-muted">{t.searchHint}</p>
      ) : found.isPending ? (
        <LoadingBlocks count={2} />
      ) : found.isError ? (
        <LoadError message={staffToolsTexts.loadFailed} onRetry={() => void found.refetch()} />
      ) : found.data.results.length === 0 ? (
        <p className="text-sm text-muted">{t.noResult}</p>
      ) : (
        <ul className="space-y-2">
          {found.data.results.map((song) => (
            <FoundRow
              key={song.id}
              name={song.title}
              detail={song.artists.map((a) => a.name).join(', ')}
              onHide={() => onHide({ kind: 'songs', ref: song.id, name: song.title })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function EventSearch({ onHide }: { onHide: (target: HideTarget) => void }) {
  const { query, setQuery, q, ready } = useSearchInput();
  const found = useStaffSearch('events', q);
  return (
    <div className="space-y-3">
      <SearchBox
        id="moderation-event-search"
        label={t.searchEvents}
        value={query}
        onChange={setQuery}
        isFetching={ready && found.isFetching}
      />
      {!ready ? (
        <p className="text-sm text-muted">{t.searchHint}</p>
      ) : found.isPending ? (
        <LoadingBlocks count={2} />
      ) : found.isError ? (
        <LoadError message={staffToolsTexts.loadFailed} onRetry={() => void found.refetch()} />
      ) : found.data.results.length === 0 ? (
        <p className="text-sm text-muted">{t.noResult}</p>
      ) : (
        <ul className="space-y-2">
          {found.data.results.map((event) => (
            <FoundRow
              key={event.serial_id}
              name={event.name}
              detail={`${formatLongDate(event.date)} · ${event.location}`}
              onHide={() => onHide({ kind: 'events', ref: event.serial_id, name: event.name })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function HiddenPanel() {
  const headingId = useId();
  const hidden = useHidden();
  const moderate = useModerate();
  const show = (kind: ModerationKind, ref: string | number, name: string) =>
    moderate.mutate(
      { kind, ref, body: { hidden: false } },
      {
        onSuccess: () => showToast(t.shown(name)),
        onError: (error) => showToast(errorText(error), 'error'),
      },
    );
  const busy = (kind: ModerationKind, ref: string | number) =>
    moderate.isPending && moderate.variables.kind === kind && moderate.variables.ref === ref;

  return (
    <StudioCard id={headingId} title={t.hiddenTitle}>
      {hidden.isPending ? (
        <LoadingBlocks count={2} />
      ) : hidden.isError ? (
        <LoadError message={staffToolsTexts.loadFailed} onRetry={() => void hidden.refetch()} />
      ) : hidden.data.events.length + hidden.data.songs.length === 0 ? (
        <p className="text-sm text-muted">{t.hiddenEmpty}</p>
      ) : (
        <div className="space-y-4">
          {(
            [
              [
                'songs',
                t.hiddenSongs,
                hidden.data.songs.map((s) => ({
                  ref: s.id,
                  name: s.title,
                  by: s.artist,
                  at: s.hidden_at,
                  reason: s.hidden_reason,
                })),
              ],
              [
                'events',
                t.hiddenEvents,
                hidden.data.events.map((e) => ({
                  ref: e.serial_id,
                  name: e.name,
                  by: null,
                  at: e.hidden_at,
                  reason: e.hidden_reason,
                })),
              ],
            ] as const
          ).map(([kind, title, items]) =>
            items.length === 0 ? null : (
              <div key={kind} className="space-y-2">
                <h3 className="text-sm font-semibold text-muted">{title}</h3>
                <ul className="space-y-2">
                  {items.map((item) => (
                    <li key={item.ref} className="space-y-2 rounded-2xl border border-ink-800 bg-ink-850 p-3">
                      <div className="min-w-0">
                        <p className="font-semibold break-words">{item.name}</p>
                        <p className="text-xs text-muted">
                          {item.by ? `${t.by(item.by)} · ` : ''}
                          {t.hiddenOn(formatDateTime(item.at))}
                        </p>
                      </div>
                      <p className="rounded-xl bg-ink-900 px-3 py-2 text-sm break-words">
                        <span className="font-semibold">{t.reasonLabel} : </span>
                        {item.reason}
                      </p>
                      <div className="flex justify-end">
                        <button
                          type="button"
                          className={buttonClass('secondary')}
                          disabled={busy(kind, item.ref)}
                          aria-label={`${t.show} : « ${item.name} »`}
                          onClick={() => show(kind, item.ref, item.name)}
                        >
                          {t.show}
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            ),
          )}
        </div>
      )}
    </StudioCard>
  );
}
