import { type StudioRole, studioMessages } from '@sanza/contracts/constants';
import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-feedback.tsx';
import { useCurrentUser } from '../../auth/queries.ts';
import { canUse } from '../roles.ts';
import { studioTexts } from '../texts.ts';
import { StudioPending } from './studio-layout.tsx';

const REFUSALS: Record<StudioRole, string> = {
  organizer: studioMessages.organizerOnly,
  artist: studioMessages.artistOnly,
  staff: studioMessages.staffOnly,
};

/** What a signed-in user without the role sees on a studio page: the server's own refusal, in French. */
export function RoleRefused({ role }: { role: StudioRole }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 py-12 text-center">
      <ShieldX aria-hidden="true" className="size-10 text-accent" />
      <h1 className="text-2xl font-extrabold">{REFUSALS[role]}</h1>
      <p className="text-sm text-muted">{studioTexts.noRoleHint}</p>
      <Link
        to="/studio"
        className="mt-2 inline-flex min-h-11 items-center rounded-full border border-ink-600 px-5 font-semibold hover:border-fg"
      >
        {studioTexts.backToStudio}
      </Link>
    </div>
  );
}

/** Shows a studio page to holders of `needs` (and staff) only. */
export function RoleGate({ needs, children }: { needs: StudioRole; children: ReactNode }) {
  const user = useCurrentUser();
  if (user.isPending) return <StudioPending />;
  if (user.isError) return <FormAlert>{studioTexts.loadFailed}</FormAlert>;
  if (!canUse(user.data, needs)) return <RoleRefused role={needs} />;
  return children;
}
