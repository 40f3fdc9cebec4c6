import type { Playlist } from '@sanza/contracts';
import { useId } from 'react';
import { mosaicCovers } from '../rules.ts';

/** The default cover of a playlist without song covers: a drawn gradient with a note (no image to download). */
export function PlaylistPlaceholder({ className = '' }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
      className={`block size-full ${className}`}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2a2a36" />
          <stop offset="1" stopColor="#5a2a1a" />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill={`url(#${gradientId})`} />
      <circle cx="50" cy="50" r="30" fill="none" stroke="#ff6b35" strokeOpacity="0.25" strokeWidth="1.5" />
      <path
        d="M58 32v27.5a7.5 7.5 0 1 1-4-6.6V38l-14 3.5v22a7.5 7.5 0 1 1-4-6.6V38.4a3 3 0 0 1 2.3-2.9l16-4A3 3 0 0 1 58 32Z"
        fill="#ff8a5c"
      />
    </svg>
  );
}

/** One cover of the mosaic, filling its cell. */
function Tile({ src, className = '' }: { src: string; className?: string }) {
  return (
    <img src={src} alt="" loading="lazy" decoding="async" className={`size-full object-cover ${className}`} />
  );
}

/**
 * A playlist's square cover: a mosaic of up to 4 of its songs' covers — one fills the square, two
 * split it, three put one beside two, four make a 2×2 grid — or the placeholder when it has none.
 */
export function PlaylistCover({
  playlist,
  className = '',
}: {
  playlist: Pick<Playlist, 'contents'>;
  className?: string;
}) {
  const covers = mosaicCovers(playlist);
  const frame = `relative aspect-square overflow-hidden bg-ink-800 ${className}`;
  if (covers.length === 0) {
    return (
      <div className={frame} data-testid="playlist-cover" data-covers="0">
        <PlaylistPlaceholder />
      </div>
    );
  }
  const [a, b, c, d] = covers as [string, string?, string?, string?];
  return (
    <div className={frame} data-testid="playlist-cover" data-covers={covers.length}>
      {covers.length === 1 && <Tile src={a} />}
      {covers.length === 2 && (
        <div className="grid size-full grid-cols-2">
          <Tile src={a} />
          <Tile src={b!} />
        </div>
      )}
      {covers.length === 3 && (
        <div className="grid size-full grid-cols-2 grid-rows-2">
          <Tile src={a} className="row-span-2" />
          <Tile src={b!} />
          <Tile src={c!} />
        </div>
      )}
      {covers.length === 4 && (
        <div className="grid size-full grid-cols-2 grid-rows-2">
          <Tile src={a} />
          <Tile src={b!} />
          <Tile src={c!} />
          <Tile src={d!} />
        </div>
      )}
    </div>
  );
}
