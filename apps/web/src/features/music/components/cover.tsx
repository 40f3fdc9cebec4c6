import { Disc3, Mic2 } from 'lucide-react';
import { useState } from 'react';

type CoverProps = {
  src: string | null;
  /** Empty when the title is written next to the picture (it then adds nothing for screen readers). */
  alt?: string;
  /** Intrinsic size in CSS pixels, so the layout does not jump while the picture downloads. */
  size: number;
  /** An artist's portrait is round and its placeholder a microphone; a record's is square with a disc. */
  shape?: 'square' | 'round';
  className?: string;
  /** The picture at the top of a page: downloaded first, not when scrolled to. */
  isPriority?: boolean;
};

/** A cover or portrait; a missing or broken picture shows a placeholder of the same size. */
export function Cover({
  src,
  alt = '',
  size,
  shape = 'square',
  className = '',
  isPriority = false,
}: CoverProps) {
  const [hasFailed, setFailed] = useState(false);
  const rounding = shape === 'round' ? 'rounded-full' : 'rounded-xl';
  if (!src || hasFailed) {
    const Icon = shape === 'round' ? Mic2 : Disc3;
    return (
      <span
        className={`grid aspect-square place-items-center bg-ink-800 text-muted ${rounding} ${className}`}
      >
        <Icon aria-hidden="true" className="size-1/3" />
        {alt && <span className="sr-only">{alt}</span>}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={`aspect-square bg-ink-800 object-cover ${rounding} ${className}`}
    />
  );
}
