import { StaffUsers } from '../features/auth/studio/components/staff-users.tsx';
import { RoleGate } from '../features/studio/components/role-gate.tsx';

export function StudioUsersPage() {
  return (
    <RoleGate needs="staff">
      <StaffUsers />
    </RoleGate>
  );
}
