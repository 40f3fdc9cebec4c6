import { PLAYLIST_REPORT_REASONS, playlistReportReasonLabels } from '@sanza/contracts/constants';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { LoadError, LoadingBlocks } from '../../../../components/ui/load-states.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { StudioCard } from '../../../studio/components/studio-card.tsx';
import type { ReportedPlaylist } from '../moderation-api.ts';
import { useModerate } from '../moderation-mutations.ts';
import { useReportedPlaylists } from '../moderation-queries.ts';
import { errorText } from '../moderation-rules.ts';
import { staffToolsTexts } from '../moderation-texts.ts';
import type { HideTarget } from './hide-dialog.tsx';

const t = staffToolsTexts.moderation;

/**
 * The playlists listeners reported, most reported first, with the count of each reason: « Masquer »
 * asks the reason shown to the owner, « Rétablir » shows a hidden one again at once.
 */
export function ReportedPlaylistsPanel({ onHide }: { onHide: (target: HideTarget) => void }) {
  const headingId = useId();
  const reported = useReportedPlaylists();
  const moderate = useModerate();
  const restore = (playlist: ReportedPlaylist) =>
    moderate.mutate(
      { kind: 'playlists', ref: playlist.id, body: { hidden: false } },
      {
        onSuccess: () => showToast(t.restored(playlist.name)),
        onError: (error) => showToast(errorText(error), 'error'),
      },
    );
  const busy = (id: number) =>
    moderate.isPending && moderate.variables.kind === 'playlists' && moderate.variables.ref === id;

  return (
    <StudioCard id={headingId} title={t.reportedTitle} intro={t.reportedIntro}>
      {reported.isPending ? (
        <LoadingBlocks count={2} />
      ) : reported.isError ? (
        <LoadError message={staffToolsTexts.loadFailed} onRetry={() => void reported.refetch()} />
      ) : reported.data.length === 0 ? (
        <p className="text-sm text-muted">{t.reportedEmpty}</p>
      ) : (
        <ul className="space-y-2">
          {reported.data.map((playlist) => (
            <li
              key={playlist.id}
              className="space-y-2 rounded-2xl border border-ink-800 bg-ink-850 p-3"
              data-testid="reported-playlist"
            >
              <div className="min-w-0">
                {playlist.hidden ? (
                  <p className="font-semibold break-words">{playlist.name}</p>
                ) : (
                  <Link
                    to={`/playlist/${playlist.reference_id}`}
                    className="font-semibold break-words hover:underline"
                    aria-label={t.openPlaylist(playlist.name)}
                  >
                    {playlist.name}
                  </Link>
                )}
                <p className="text-xs text-muted">
                  {t.by(playlist.owner)} · {t.reports(playlist.reports)}
                  {playlist.last_reported_at
                    ? ` · ${t.lastReport(formatDateTime(playlist.last_reported_at))}`
                    : ''}
                </p>
              </div>
              {playlist.reports > 0 && (
                <ul className="flex flex-wrap gap-1.5">
                  {PLAYLIST_REPORT_REASONS.filter((r) => playlist.reasons[r] > 0).map((reason) => (
                    <li key={reason} className="rounded-full bg-ink-900 px-2.5 py-0.5 text-xs">
                      {t.reasonCount(playlistReportReasonLabels[reason], playlist.reasons[reason])}
                    </li>
                  ))}
                </ul>
              )}
              {playlist.hidden && playlist.hidden_at && (
                <p className="rounded-xl bg-ink-900 px-3 py-2 text-sm break-words">
                  <span className="font-semibold">{t.hiddenOn(formatDateTime(playlist.hidden_at))} · </span>
                  <span className="font-semibold">{t.reasonLabel} : </span>
                  {playlist.hidden_reason}
                </p>
              )}
              <div className="flex justify-end">
                {playlist.hidden ? (
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    disabled={busy(playlist.id)}
                    aria-label={`${t.restore} « ${playlist.name} »`}
                    onClick={() => restore(playlist)}
                  >
                    {t.restore}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    aria-label={`${t.hide} « ${playlist.name} »`}
                    onClick={() => onHide({ kind: 'playlists', ref: playlist.id, name: playlist.name })}
                  >
                    {t.hide}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </StudioCard>
  );
}
