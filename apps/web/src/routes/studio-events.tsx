import { RoleGate } from '../features/studio/components/role-gate.tsx';
import { StudioEventsList } from '../features/events/studio/components/studio-events-list.tsx';

/** /studio/events: the organizer's events. */
export function StudioEventsPage() {
  return (
    <RoleGate needs="organizer">
      <StudioEventsList />
    </RoleGate>
  );
}
