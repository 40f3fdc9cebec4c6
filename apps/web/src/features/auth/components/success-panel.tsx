import { CircleCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { TONES } from '../../../components/ui/status-badge.tsx';

/**
 * What an account step achieved (an address confirmed, a password reset, a link sent), announced as a status;
 * a check mark unless another `icon` says it better.
 */
export function SuccessPanel({
  icon: Icon = CircleCheck,
  children,
}: {
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      className={`flex items-start gap-3 rounded-xl border p-4 text-sm ${TONES.success.panel}`}
    >
      <Icon aria-hidden="true" className={`size-5 shrink-0 ${TONES.success.text}`} />
      {children}
    </div>
  );
}
