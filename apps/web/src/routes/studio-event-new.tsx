import { NewEvent } from '../features/events/studio/components/new-event.tsx';
import { RoleGate } from '../features/studio/components/role-gate.tsx';

/** /studio/events/new: a new event (a draft). */
export function StudioEventNewPage() {
  return (
    <RoleGate needs="organizer">
      <NewEvent />
    </RoleGate>
  );
}
