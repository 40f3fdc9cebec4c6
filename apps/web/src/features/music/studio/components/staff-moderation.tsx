import { Calendar, Music2 } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { LoadError, LoadingBlocks } from '../../../../components/ui/load-states.tsx';
import { Tabs } from '../../../../components/ui/tabs.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { eventModerationSearch } from '../../../events/studio/components/event-moderation-search.ts';
import { StudioCard, StudioPageHeader } from '../../../studio/components/studio-card.tsx';
import type { ModerationKind } from '../moderation-api.ts';
import { useModerate } from '../moderation-mutations.ts';
import { useHidden } from '../moderation-queries.ts';
import { errorText } from '../moderation-rules.ts';
import { staffToolsTexts } from '../moderation-texts.ts';
import { HideDialog, type HideTarget } from './hide-dialog.tsx';
import { ModerationSearch, type ModerationSearchOf } from './moderation-search.tsx';
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

/** The songs' search: a found song is listed with its artists, and hidden by its id. */
const songModerationSearch: ModerationSearchOf<'music'> = {
  id: 'moderation-song-search',
  label: t.searchSongs,
  kind: 'music',
  toItem: (song) => ({
    key: song.id,
    name: song.title,
    detail: song.artists.map((a) => a.name).join(', '),
    target: { kind: 'songs', ref: song.id, name: song.title },
  }),
};

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
        {/* Keyed by kind: each tab starts with an empty search. */}
        {kind === 'songs' ? (
          <ModerationSearch key={kind} {...songModerationSearch} onHide={onHide} />
        ) : (
          <ModerationSearch key={kind} {...eventModerationSearch} onHide={onHide} />
        )}
      </Tabs>
    </StudioCard>
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
