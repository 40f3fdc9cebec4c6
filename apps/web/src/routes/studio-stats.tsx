import { StatsView } from '../features/music/studio/components/stats-view.tsx';
import { RoleGate } from '../features/studio/components/role-gate.tsx';

/** /studio/stats: the artist's audience. */
export function StudioStatsPage() {
  return (
    <RoleGate needs="artist">
      <StatsView />
    </RoleGate>
  );
}
