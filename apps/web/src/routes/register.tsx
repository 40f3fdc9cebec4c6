import { Link } from 'react-router';
import { AuthCard, authLinkClass } from '../features/auth/components/auth-card.tsx';
import { RegisterForm } from '../features/auth/components/register-form.tsx';
import { authTexts } from '../features/auth/texts.ts';

/** Registration page; its sign-in link points to /auth2/login, as the spec keeps it. */
export function RegisterPage() {
  return (
    <AuthCard
      title={authTexts.registerTitle}
      intro={authTexts.registerIntro}
      footer={
        <>
          {authTexts.haveAccount}{' '}
          <Link to="/auth2/login" className={authLinkClass}>
            {authTexts.signInLink}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
