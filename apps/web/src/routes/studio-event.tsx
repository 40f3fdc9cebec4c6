import { RoleGate } from '../features/studio/components/role-gate.tsx';

export function StudioEventPage() {
  return (
    <RoleGate needs="organizer">
      <h1 className="text-2xl font-extrabold">Événement</h1>
    </RoleGate>
  );
}
