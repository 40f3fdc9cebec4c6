import { formatDuration } from '@sanza/contracts/constants';
import { Music, Play, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/load-states.tsx';
import { formatMegabytes } from '../../../lib/format.ts';
import { prepareOfflinePlayback } from '../../player/components/offline-playback.ts';
import { type PlayerTrack, playTracks, usePlayer } from '../../player/store.ts';
import {
  canStoreAudio,
  type DownloadEntry,
  downloadedBytes,
  estimateStorage,
  loadDownloads,
  removeAllDownloads,
  removeDownloads,
  useDownloads,
} from '../store.ts';
import { downloadTexts } from '../texts.ts';

/** A download as the player's track; the player finds the saved copy by the song's id. */
function toTrack(entry: DownloadEntry): PlayerTrack {
  return {
    id: entry.song_id,
    title: entry.title,
    artist: entry.artist,
    coverUrl: entry.cover_url,
    audioUrl: entry.url,
    duration: entry.duration,
  };
}

/** The site's storage on this device as the browser estimates it, read again when the downloads change. */
function useStorageEstimate(changeKey: number) {
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void estimateStorage()
      .then((value) => isCurrent && setEstimate(value))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [changeKey]);
  return estimate;
}

function qualityOf(entry: DownloadEntry): string {
  return entry.quality ? downloadTexts.quality[entry.quality] : downloadTexts.original;
}

/** One downloaded song: cover, title, artist, quality and size; play and remove. */
function DownloadRow({ entry, onPlay }: { entry: DownloadEntry; onPlay: () => void }) {
  const isCurrent = usePlayer((p) => p.track?.id === entry.song_id);
  return (
    <li className="flex items-center gap-3 py-2.5" aria-current={isCurrent || undefined}>
      <button
        type="button"
        onClick={onPlay}
        aria-label={downloadTexts.play(entry.title)}
        className="group relative grid size-12 shrink-0 place-items-center overflow-hidden rounded-md bg-ink-800"
      >
        {entry.cover_url ? (
          <img
            src={entry.cover_url}
            alt=""
            className="size-full object-cover"
            // Offline, a cover never seen before cannot load: the tile stays plain.
            onError={(event) => {
              event.currentTarget.style.visibility = 'hidden';
            }}
          />
        ) : (
          <Music aria-hidden="true" className="size-5 text-muted" />
        )}
        <span className="absolute inset-0 grid place-items-center bg-black/50 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
          <Play aria-hidden="true" className="size-5 fill-current" />
        </span>
      </button>
      <div className="min-w-0 flex-1">
        <p className={`truncate font-medium ${isCurrent ? 'text-accent' : ''}`}>{entry.title}</p>
        <p className="truncate text-sm text-muted">
          {entry.artist} · {qualityOf(entry)}
        </p>
      </div>
      {/* What each song takes stays in view on phones; the length only where there is room. */}
      <span className="shrink-0 text-right text-sm text-muted tabular-nums">
        <span className="hidden sm:inline">{formatDuration(entry.duration)} · </span>
        {formatMegabytes(entry.size_bytes)}
      </span>
      <button
        type="button"
        onClick={() => void removeDownloads([entry.song_id])}
        aria-label={downloadTexts.removeLabel(entry.title)}
        title={downloadTexts.remove}
        className="grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-ink-800 hover:text-fg"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** /downloads: the songs saved on this device, the space they take, play them all or one, remove. */
export function DownloadsView() {
  const isLoaded = useDownloads((d) => d.isLoaded);
  const entries = useDownloads((d) => d.entries);
  const [isConfirming, setConfirming] = useState(false);
  const list = Object.values(entries).sort((a, b) => b.downloaded_at.localeCompare(a.downloaded_at));
  const estimate = useStorageEstimate(list.length);
  useEffect(() => {
    void loadDownloads();
    prepareOfflinePlayback();
  }, []);

  const header = (
    <header className="space-y-2">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{downloadTexts.pageTitle}</h1>
      <p className="text-muted">{downloadTexts.intro}</p>
    </header>
  );
  if (!canStoreAudio()) {
    return (
      <div className="space-y-6">
        {header}
        <p className="text-muted">{downloadTexts.unsupported}</p>
      </div>
    );
  }
  if (!isLoaded) {
    return (
      <div className="space-y-6">
        {header}
        <p role="status" className="text-muted">
          {downloadTexts.loading}
        </p>
      </div>
    );
  }
  const tracks = list.map(toTrack);
  return (
    <div className="space-y-6">
      {header}
      {list.length === 0 ? (
        <EmptyState
          icon={null}
          action={
            <Link to="/music" className={buttonClass('secondary')}>
              {downloadTexts.discover}
            </Link>
          }
        >
          {downloadTexts.empty}
        </EmptyState>
      ) : (
        <>
          <div className="space-y-1 text-sm">
            <p className="font-semibold" data-testid="downloads-space">
              {downloadTexts.count(list.length)} ·{' '}
              {downloadTexts.spaceUsed(formatMegabytes(downloadedBytes(entries)))}
            </p>
            {estimate && (
              <p className="text-muted">
                {downloadTexts.siteStorage(formatMegabytes(estimate.usage), formatMegabytes(estimate.quota))}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => playTracks(tracks, 0)}>
              <Play aria-hidden="true" className="size-5 fill-current" />
              {downloadTexts.playAll}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {downloadTexts.removeAll}
            </Button>
          </div>
          <ol aria-label={downloadTexts.pageTitle} className="divide-y divide-ink-800">
            {list.map((entry, index) => (
              <DownloadRow key={entry.song_id} entry={entry} onPlay={() => playTracks(tracks, index)} />
            ))}
          </ol>
        </>
      )}
      <Dialog
        isOpen={isConfirming}
        onClose={() => setConfirming(false)}
        title={downloadTexts.removeAllConfirm}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {downloadTexts.cancel}
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              void removeAllDownloads();
            }}
          >
            {downloadTexts.removeAll}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
