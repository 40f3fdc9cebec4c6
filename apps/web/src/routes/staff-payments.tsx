import { StaffGate } from '../features/payments/studio/components/staff-gate.tsx';
import { StaffPayments } from '../features/payments/studio/components/staff-payments.tsx';

/** 'Paiements à vérifier' (staff only; login required). */
export function StaffPaymentsPage() {
  return (
    <StaffGate>
      <StaffPayments />
    </StaffGate>
  );
}
