import { EventCatalog } from '../features/events/components/event-catalog.tsx';

/** The event list. */
export function EventsPage() {
  return <EventCatalog />;
}
