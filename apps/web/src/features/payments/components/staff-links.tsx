import { ReceiptText, ScanLine } from 'lucide-react';
import { LinkPanel, TileLinks } from '../../../components/ui/link-panel.tsx';
import { staffTexts } from '../texts.ts';

const LINKS = [
  { to: '/studio/payments', label: staffTexts.paymentsLink, icon: ReceiptText },
  { to: '/studio/door', label: staffTexts.checkInLink, icon: ScanLine },
] as const;

/** The staff pages, offered on the profile of a staff member only. */
export function StaffLinks() {
  return (
    <LinkPanel
      id="staff-area"
      title={staffTexts.area}
      intro={staffTexts.areaIntro}
      className="mx-auto max-w-3xl"
    >
      <TileLinks links={LINKS} />
    </LinkPanel>
  );
}
