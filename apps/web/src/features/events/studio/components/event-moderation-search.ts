import type { SearchResults } from '@sanza/contracts';
import { formatLongDate } from '../../../../lib/format.ts';
import { eventModerationTexts } from '../moderation-texts.ts';

type FoundEvent = SearchResults['events']['results'][number];

/**
 * The events' search on the staff's moderation page: its box, the public search it runs, and how a found event
 * is listed (its date and place under its name) and hidden (by its serial id). The page (in `music/studio`)
 * lists and hides what it describes.
 */
export const eventModerationSearch = {
  id: 'moderation-event-search',
  label: eventModerationTexts.search,
  kind: 'events' as const,
  toItem: (event: FoundEvent) => ({
    key: event.serial_id,
    name: event.name,
    detail: `${formatLongDate(event.date)} · ${event.location}`,
    target: { kind: 'events' as const, ref: event.serial_id, name: event.name },
  }),
};
