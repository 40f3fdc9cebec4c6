import { RoleGate } from '../features/studio/components/role-gate.tsx';

export function StudioModerationPage() {
  return (
    <RoleGate needs="staff">
      <h1 className="text-2xl font-extrabold">Modération</h1>
    </RoleGate>
  );
}
