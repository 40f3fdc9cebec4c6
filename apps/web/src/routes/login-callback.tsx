import { LoginCallback, ProviderCallback } from '../features/auth/components/provider-callback.tsx';

/** Identity-provider return at /login/callback (reading B). */
export function LoginCallbackPage() {
  return <LoginCallback />;
}

/** Identity-provider return at /login/{provider}/callback (reading A). */
export function ProviderCallbackPage() {
  return <ProviderCallback />;
}
