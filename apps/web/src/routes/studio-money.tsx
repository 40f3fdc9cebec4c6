import { MoneyPage } from '../features/money/studio/components/money-page.tsx';
import { RoleGate } from '../features/studio/components/role-gate.tsx';

/** /studio/money: the organizer's money, « Mon argent ». */
export function StudioMoneyPage() {
  return (
    <RoleGate needs="organizer">
      <MoneyPage />
    </RoleGate>
  );
}
