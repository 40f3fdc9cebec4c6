import { StaffModeration } from '../features/staff/components/staff-moderation.tsx';
import { RoleGate } from '../features/studio/components/role-gate.tsx';

export function StudioModerationPage() {
  return (
    <RoleGate needs="staff">
      <StaffModeration />
    </RoleGate>
  );
}
