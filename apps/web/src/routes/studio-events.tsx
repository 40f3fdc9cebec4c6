import { StudioEventsList } from '../features/events/studio/components/studio-events-list.tsx';
import { RoleGate } from '../features/studio/components/role-gate.tsx';

/** /studio/events: the organizer's events. */
export function StudioEventsPage() {
  return (
    <RoleGate needs="organizer">
      <StudioEventsList />
    </RoleGate>
  );
}
