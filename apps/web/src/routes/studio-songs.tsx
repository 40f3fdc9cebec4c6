import { RoleGate } from '../features/studio/components/role-gate.tsx';

export function StudioSongsPage() {
  return (
    <RoleGate needs="artist">
      <h1 className="text-2xl font-extrabold">Mes chansons</h1>
    </RoleGate>
  );
}
