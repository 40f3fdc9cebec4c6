import { RoleGate } from '../features/studio/components/role-gate.tsx';

export function StudioStatsPage() {
  return (
    <RoleGate needs="artist">
      <h1 className="text-2xl font-extrabold">Statistiques</h1>
    </RoleGate>
  );
}
