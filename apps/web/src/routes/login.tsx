import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../components/ui/form-feedback.tsx';
import { AuthCard, authLinkClass } from '../features/auth/components/auth-card.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { ProviderButtons } from '../features/auth/components/provider-buttons.tsx';
import { authTexts } from '../features/auth/texts.ts';

/** Sign-in page, at /login and /auth2/login. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthCard
      title={authTexts.loginTitle}
      intro={authTexts.loginIntro}
      footer={
        <>
          {authTexts.noAccount}{' '}
          <Link to="/register" className={authLinkClass}>
            {authTexts.registerLink}
          </Link>
        </>
      }
    >
      <div className="space-y-5">
        {searchParams.get('error') === 'idp' && <FormAlert>{authTexts.providerFailed}</FormAlert>}
        <LoginForm />
        <ProviderButtons />
      </div>
    </AuthCard>
  );
}
