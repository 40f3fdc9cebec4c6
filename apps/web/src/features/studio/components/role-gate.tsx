import { type StudioRole, studioMessages } from '@sanza/contracts/constants';
import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-feedback.tsx';
import { useCurrentUser } from '../../auth/queries.ts';
import { canUse } from '../roles.ts';
import { studioTexts } from '../texts.ts';
import { StudioLoading } from './studio-card.tsx';

const REFUSALS: Record<StudioRole, string> = {
  organizer: studioMessages.organizerOnly,
  artist: studioMessages.artistOnly,
  staff: studioMessages.staffOnly,
};

/**
 * The words of a gate, when a page says them its own way (the payments to verify speak as the payment pages
 * do): what shows while the account loads, when it fails to load, and to whom the page is refused.
 */
export type GateWording = {
  checking: string;
  loadFailed: string;
  refused: string;
  hint: string;
  back: { to: string; label: string };
};

/** The studio's own words for `role`: the server's refusal, then back to the studio. */
function studioWording(role: StudioRole): GateWording {
  return {
    checking: studioTexts.checkingAccess,
    loadFailed: studioTexts.loadFailed,
    refused: REFUSALS[role],
    hint: studioTexts.noRoleHint,
    back: { to: '/studio', label: studioTexts.backToStudio },
  };
}

/** What a signed-in user without the role sees: the refusal, a hint, and the way back. */
export function RoleRefused({ wording }: { wording: GateWording }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 py-12 text-center">
      <ShieldX aria-hidden="true" className="size-10 text-accent" />
      <h1 className="text-2xl font-extrabold">{wording.refused}</h1>
      <p className="text-sm text-muted">{wording.hint}</p>
      <Link to={wording.back.to} className={buttonClass('secondary', 'md', 'mt-2')}>
        {wording.back.label}
      </Link>
    </div>
  );
}

/**
 * Shows a studio page to holders of one of the `needs` roles (and to staff, who may act on everything in the
 * studio, as the server allows); the server checks role and ownership on every call all the same.
 */
export function RoleGate({
  needs,
  wording,
  children,
}: {
  needs: StudioRole | readonly StudioRole[];
  wording?: GateWording;
  children: ReactNode;
}) {
  const user = useCurrentUser();
  const roles: readonly StudioRole[] = typeof needs === 'string' ? [needs] : needs;
  const words = wording ?? studioWording(roles[0] ?? 'staff');
  if (user.isPending) return <StudioLoading label={words.checking} />;
  if (user.isError) return <FormAlert>{words.loadFailed}</FormAlert>;
  if (!roles.some((role) => canUse(user.data, role))) return <RoleRefused wording={words} />;
  return children;
}
