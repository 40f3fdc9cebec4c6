import { LoginCallback, ProviderCallback } from '../features/auth/components/provider-callback.tsx';

/** Identity-provider return at /login/callback (spec 1 §2, reading B). */
export function LoginCallbackPage() {
  return <LoginCallback />;
}

/** Identity-provider return at /login/{provider}/callback (spec 1 §2, reading A). */
export function ProviderCallbackPage() {
  return <ProviderCallback />;
}
