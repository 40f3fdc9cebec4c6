import { RoleGate } from '../features/studio/components/role-gate.tsx';

export function StudioEventSalesPage() {
  return (
    <RoleGate needs="organizer">
      <h1 className="text-2xl font-extrabold">Ventes</h1>
    </RoleGate>
  );
}
