import { RoleGate } from '../features/studio/components/role-gate.tsx';

export function StudioAlbumsPage() {
  return (
    <RoleGate needs="artist">
      <h1 className="text-2xl font-extrabold">Mes albums</h1>
    </RoleGate>
  );
}
