import { StaffPayments } from '../features/payments/studio/components/staff-payments.tsx';
import { staffPaymentsWording } from '../features/payments/studio/components/staff-refused.tsx';
import { RoleGate } from '../features/studio/components/role-gate.tsx';

/** 'Paiements à vérifier' (staff only; login required). */
export function StaffPaymentsPage() {
  return (
    <RoleGate needs="staff" wording={staffPaymentsWording}>
      <StaffPayments />
    </RoleGate>
  );
}
