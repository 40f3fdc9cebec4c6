import { useParams } from 'react-router';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { NewPasswordForm } from '../features/auth/components/new-password-form.tsx';
import { authTexts } from '../features/auth/texts.ts';

/** New-password page of a reset link, /password-reset-confirm/{uid}/{token}. */
export function PasswordResetConfirmPage() {
  const { uid = '', token = '' } = useParams();
  return (
    <AuthCard title={authTexts.newPasswordTitle} intro={authTexts.newPasswordIntro}>
      <NewPasswordForm uid={uid} token={token} />
    </AuthCard>
  );
}
