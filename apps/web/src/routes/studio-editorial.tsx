import { StaffEditorial } from '../features/music/studio/components/staff-editorial.tsx';
import { RoleGate } from '../features/studio/components/role-gate.tsx';

export function StudioEditorialPage() {
  return (
    <RoleGate needs="staff">
      <StaffEditorial />
    </RoleGate>
  );
}
