import { Download, X } from 'lucide-react';
import { useEffect } from 'react';
import { formatMegabytes } from '../../../lib/format.ts';
import { useListeningCost } from '../../player/components/listening-cost.tsx';
import {
  cancelDownloads,
  canStoreAudio,
  type DownloadableSong,
  downloadSongs,
  loadDownloads,
  removeDownloads,
  useDownloads,
} from '../store.ts';
import { downloadTexts } from '../texts.ts';

const pill =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-ink-600 px-5 font-semibold hover:border-fg disabled:opacity-60';

/** Percent of `songs` saved, counting the one downloading now by its bytes. */
function percentOf(
  songs: readonly DownloadableSong[],
  done: number,
  active: number,
  fraction: number,
): number {
  if (songs.length === 0) return 0;
  return Math.min(100, Math.floor(((done + (active ? fraction : 0)) / songs.length) * 100));
}

/**
 * « Télécharger » for a song, an album or a playlist: saves its songs at the chosen quality for
 * offline listening, shows the progress with « Annuler », then « Téléchargé ✓ » with « Retirer ». Shows
 * nothing where the browser cannot keep files.
 */
export function DownloadButton({ songs }: { songs: readonly DownloadableSong[] }) {
  const entries = useDownloads((d) => d.entries);
  const waiting = useDownloads((d) => d.waiting);
  const active = useDownloads((d) => d.active);
  const error = useDownloads((d) => d.error);
  const isLoaded = useDownloads((d) => d.isLoaded);
  const held = useDownloads((d) => d.held);
  const missing = songs.filter((song) => !entries[song.id]);
  const { quality, bytes } = useListeningCost(missing);
  useEffect(() => {
    void loadDownloads();
  }, []);
  if (!canStoreAudio() || songs.length === 0) return null;

  const ids = songs.map((song) => song.id);
  const done = songs.length - missing.length;
  const isActiveHere = active !== null && ids.includes(active.songId);
  const isPending = isActiveHere || waiting.some((id) => ids.includes(id));

  if (isPending) {
    const fraction = isActiveHere && active.total > 0 ? active.loaded / active.total : 0;
    const percent = percentOf(songs, done, isActiveHere ? 1 : 0, fraction);
    // Held by « Mon forfait »: what it waits for, instead of a progress that does not move.
    const text =
      held && !isActiveHere
        ? downloadTexts.held[held]
        : songs.length === 1
          ? downloadTexts.progress(percent)
          : downloadTexts.progressOf(done, songs.length, percent);
    return (
      <div className="flex w-full max-w-sm flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1 basis-40">
          <p className="text-sm font-semibold" aria-live="polite" data-testid="download-status">
            {text}
          </p>
          <div
            role="progressbar"
            aria-label={downloadTexts.downloading}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-ink-800"
          >
            <div
              className="h-full rounded-full bg-accent transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
        <button
          type="button"
          onClick={() => cancelDownloads(ids)}
          aria-label={downloadTexts.cancelLabel}
          className={pill}
        >
          <X aria-hidden="true" className="size-4" />
          {downloadTexts.cancel}
        </button>
      </div>
    );
  }

  if (missing.length === 0) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className="inline-flex min-h-11 items-center font-semibold text-accent" role="status">
          {downloadTexts.downloaded}
        </span>
        <button type="button" onClick={() => void removeDownloads(ids)} className={pill}>
          {downloadTexts.remove}
        </button>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        disabled={!isLoaded}
        onClick={() => void downloadSongs(missing, quality)}
        className={pill}
      >
        <Download aria-hidden="true" className="size-5" />
        {downloadTexts.downloadWithSize(formatMegabytes(bytes))}
      </button>
      {done > 0 && <p className="text-xs text-muted">{downloadTexts.downloadedCount(done, songs.length)}</p>}
      {error && (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
