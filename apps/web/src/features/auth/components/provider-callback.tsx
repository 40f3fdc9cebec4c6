import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { authQueries } from '../queries.ts';
import { acceptProviderToken, loginWithProviderToken } from '../store.ts';
import { authTexts } from '../texts.ts';

/** Where a failed identity-provider sign-in lands: the sign-in page, which then says so. */
const FAILED_PATH = '/login?error=idp';

function SigningIn() {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-16 text-muted">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      {authTexts.providerSigningIn}
    </p>
  );
}

/**
 * Identity-provider return, reading B (/login/callback): keeps `?access_token` as the provider
 * token, which then is the bearer, fetches the current user, and goes to / on success or /login when the
 * token is missing or the fetch fails. The callback URL, which holds the token, is replaced in history.
 */
export function LoginCallback() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('access_token');

  useEffect(() => {
    if (!token) {
      void navigate('/login', { replace: true });
      return;
    }
    let isLive = true;
    acceptProviderToken(token);
    queryClient.fetchQuery({ ...authQueries.currentUser(), staleTime: 0 }).then(
      () => isLive && void navigate('/', { replace: true }),
      () => isLive && void navigate('/login', { replace: true }),
    );
    return () => {
      isLive = false;
    };
  }, [token, navigate, queryClient]);

  return <SigningIn />;
}

/**
 * Identity-provider return, reading A (/login/{provider}/callback): keeps `?access_token` as the provider
 * token, signs in with it (`POST /api/{provider}/login/`) and goes to /; on failure to the sign-in page.
 */
export function ProviderCallback() {
  const navigate = useNavigate();
  const { provider = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('access_token');

  useEffect(() => {
    if (!token || !provider) {
      void navigate('/login', { replace: true });
      return;
    }
    let isLive = true;
    void loginWithProviderToken(provider, token).then((isSignedIn) => {
      if (isLive) void navigate(isSignedIn ? '/' : FAILED_PATH, { replace: true });
    });
    return () => {
      isLive = false;
    };
  }, [provider, token, navigate]);

  return <SigningIn />;
}
