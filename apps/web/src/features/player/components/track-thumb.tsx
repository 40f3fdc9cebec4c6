/** A track's small cover in a list (40 px), or an empty square of the same size when it has none. */
export function TrackThumb({ coverUrl }: { coverUrl: string | null }) {
  return coverUrl ? (
    <img src={coverUrl} alt="" loading="lazy" className="size-10 shrink-0 rounded bg-ink-800 object-cover" />
  ) : (
    <span aria-hidden="true" className="size-10 shrink-0 rounded bg-ink-800" />
  );
}
