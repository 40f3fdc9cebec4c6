import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { AuthCard, authLinkClass } from '../features/auth/components/auth-card.tsx';
import { ResetRequestForm } from '../features/auth/components/reset-request-form.tsx';
import { authTexts } from '../features/auth/texts.ts';

/** Password-reset request page. */
export function ResetPasswordPage() {
  return (
    <AuthCard
      title={authTexts.resetTitle}
      intro={authTexts.resetIntro}
      footer={
        <Link to="/auth2/login" className={`inline-flex items-center gap-1.5 ${authLinkClass}`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {authTexts.backToLogin}
        </Link>
      }
    >
      <ResetRequestForm />
    </AuthCard>
  );
}
