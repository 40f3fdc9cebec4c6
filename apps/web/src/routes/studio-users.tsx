import { RoleGate } from '../features/studio/components/role-gate.tsx';

export function StudioUsersPage() {
  return (
    <RoleGate needs="staff">
      <h1 className="text-2xl font-extrabold">Utilisateurs</h1>
    </RoleGate>
  );
}
