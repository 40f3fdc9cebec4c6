import { RoleGate } from '../features/studio/components/role-gate.tsx';

export function StudioEditorialPage() {
  return (
    <RoleGate needs="staff">
      <h1 className="text-2xl font-extrabold">Éditorial</h1>
    </RoleGate>
  );
}
