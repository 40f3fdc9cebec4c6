import { RoleGate } from '../features/studio/components/role-gate.tsx';

export function StudioEventsPage() {
  return (
    <RoleGate needs="organizer">
      <h1 className="text-2xl font-extrabold">Mes événements</h1>
    </RoleGate>
  );
}
