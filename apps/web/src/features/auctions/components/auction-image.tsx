import { useState } from 'react';
import fallbackImage from '../../../assets/event-fallback.svg';

type AuctionImageProps = {
  src: string | null;
  className?: string;
  /** The picture at the top of a page: downloaded first rather than when scrolled to. */
  isPriority?: boolean;
};

/**
 * The picture of an auction's event; a missing or broken image shows the generic cover. Decorative: the
 * event's name is always written next to it.
 */
export function AuctionImage({ src, className, isPriority = false }: AuctionImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useFallback = !src || failedSrc === src;
  return (
    <img
      src={useFallback ? fallbackImage : src}
      alt=""
      width={640}
      height={360}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
}
