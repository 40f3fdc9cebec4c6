import { StaffModeration } from '../features/music/studio/components/staff-moderation.tsx';
import { RoleGate } from '../features/studio/components/role-gate.tsx';

export function StudioModerationPage() {
  return (
    <RoleGate needs="staff">
      <StaffModeration />
    </RoleGate>
  );
}
