import { RoleGate } from '../features/studio/components/role-gate.tsx';

export function StudioEventNewPage() {
  return (
    <RoleGate needs="organizer">
      <h1 className="text-2xl font-extrabold">Nouvel événement</h1>
    </RoleGate>
  );
}
