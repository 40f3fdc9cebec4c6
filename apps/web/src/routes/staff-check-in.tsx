import { CheckIn } from '../features/payments/components/check-in.tsx';
import { StaffGate } from '../features/payments/components/staff-gate.tsx';

/** 'Contrôle des billets' at the door (staff only; login required). */
export function StaffCheckInPage() {
  return (
    <StaffGate>
      <CheckIn />
    </StaffGate>
  );
}
