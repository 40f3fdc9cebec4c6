import { ChevronRight, ReceiptText, ScanLine } from 'lucide-react';
import { Link } from 'react-router';
import { staffTexts } from '../texts.ts';

const LINKS = [
  { to: '/studio/payments', label: staffTexts.paymentsLink, icon: ReceiptText },
  { to: '/studio/door', label: staffTexts.checkInLink, icon: ScanLine },
] as const;

/** The staff pages, offered on the profile of a staff member only. */
export function StaffLinks() {
  return (
    <section
      aria-labelledby="staff-area"
      className="mx-auto max-w-3xl space-y-3 rounded-3xl border border-ink-800 bg-ink-900 p-5 sm:p-6"
    >
      <div>
        <h2 id="staff-area" className="text-lg font-bold">
          {staffTexts.area}
        </h2>
        <p className="text-sm text-muted">{staffTexts.areaIntro}</p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-12 items-center gap-3 rounded-2xl border border-ink-700 px-4 font-semibold hover:border-accent"
            >
              <Icon aria-hidden="true" className="size-5 text-accent" />
              <span className="flex-1">{label}</span>
              <ChevronRight aria-hidden="true" className="size-4 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
