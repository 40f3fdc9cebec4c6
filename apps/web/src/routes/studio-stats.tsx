import { RoleGate } from '../features/studio/components/role-gate.tsx';
import { StatsView } from '../features/music/studio/components/stats-view.tsx';

/** /studio/stats: the artist's audience. */
export function StudioStatsPage() {
  return (
    <RoleGate needs="artist">
      <StatsView />
    </RoleGate>
  );
}
