import type { Event } from '@sanza/contracts';
import { useState } from 'react';
import fallbackImage from '../../../assets/event-fallback.svg';

type EventImageProps = {
  event: Pick<Event, 'name' | 'image' | 'image_srcset' | 'image_placeholder'>;
  className?: string;
  /** True where the event's name is written right next to the picture, so the picture adds nothing. */
  isDecorative?: boolean;
  /** The picture at the top of a page: downloaded first rather than when scrolled to. */
  isPriority?: boolean;
};

/**
 * An event's picture; a missing or broken image shows the generic cover instead. A studio cover comes in several
 * widths (the browser picks by `sizes`) with a tiny blurred preview shown behind it while it loads.
 */
export function EventImage({ event, className, isDecorative = false, isPriority = false }: EventImageProps) {
  const [failed, setFailed] = useState(false);
  const useFallback = failed || !event.image;
  return (
    <img
      src={useFallback ? fallbackImage : (event.image ?? undefined)}
      srcSet={useFallback ? undefined : (event.image_srcset ?? undefined)}
      sizes={event.image_srcset && !useFallback ? '(min-width: 1024px) 640px, 100vw' : undefined}
      style={
        event.image_placeholder && !useFallback
          ? { backgroundImage: `url("${event.image_placeholder}")`, backgroundSize: 'cover' }
          : undefined
      }
      // The generic cover says nothing about the event: it is decorative.
      alt={useFallback || isDecorative ? '' : `Affiche de ${event.name}`}
      width={640}
      height={360}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
