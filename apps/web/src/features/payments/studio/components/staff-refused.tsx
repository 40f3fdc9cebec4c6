import { paymentMessages } from '@sanza/contracts/constants';
import { type GateWording, RoleRefused } from '../../../studio/components/role-gate.tsx';
import { staffTexts } from '../../texts.ts';

/** The staff payment pages' own words at the gate: 'Réservé au personnel', then back home. */
export const staffPaymentsWording: GateWording = {
  checking: staffTexts.checkingAccess,
  loadFailed: paymentMessages.genericError,
  refused: paymentMessages.staffOnly,
  hint: staffTexts.staffOnlyHint,
  back: { to: '/', label: staffTexts.backHome },
};

/** 'Réservé au personnel': what a signed-in user who is not staff sees on a staff payment page. */
export function StaffRefused() {
  return <RoleRefused wording={staffPaymentsWording} />;
}
