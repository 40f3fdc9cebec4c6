import { useParams } from 'react-router';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { EmailConfirmation } from '../features/auth/components/email-confirmation.tsx';
import { authTexts } from '../features/auth/texts.ts';

/** Page of the link mailed to confirm an address, /email-confirm/{token} (ours, public). */
export function EmailConfirmPage() {
  const { token = '' } = useParams();
  return (
    <AuthCard title={authTexts.emailConfirmTitle} intro={authTexts.emailConfirmIntro}>
      <EmailConfirmation key={token} token={token} />
    </AuthCard>
  );
}
