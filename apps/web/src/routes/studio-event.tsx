import { useParams } from 'react-router';
import { StudioEventView } from '../features/events/studio/components/studio-event-view.tsx';
import { RoleGate } from '../features/studio/components/role-gate.tsx';

/** /studio/events/:serialId: one of the organizer's events, to edit, illustrate and publish. */
export function StudioEventPage() {
  const { serialId = '' } = useParams();
  return (
    <RoleGate needs="organizer">
      <StudioEventView key={serialId} serialId={serialId} />
    </RoleGate>
  );
}
