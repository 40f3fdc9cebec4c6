import { LineupRequests } from '../features/events/studio/components/lineup-requests.tsx';
import { RoleGate } from '../features/studio/components/role-gate.tsx';

/** /studio/lineups: the line-up requests organizers sent to the artist. */
export function StudioLineupsPage() {
  return (
    <RoleGate needs="artist">
      <LineupRequests />
    </RoleGate>
  );
}
