import { EventCatalog } from '../features/events/components/event-catalog.tsx';

/** The event list (spec 2 §2). */
export function EventsPage() {
  return <EventCatalog />;
}
