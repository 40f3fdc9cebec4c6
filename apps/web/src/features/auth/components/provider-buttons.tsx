import { buttonClass } from '../../../components/ui/button.tsx';
import { useIdentityProviders } from '../queries.ts';
import { authTexts } from '../texts.ts';

/** A "G"-like mark drawn in CSS colours; no third-party logo to download. */
function ProviderMark({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-6 place-items-center rounded-full bg-fg text-sm font-black text-ink-950"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * One button per identity provider the server offers; none when it offers none. The browser is sent to the
 * provider's sign-in start path, which comes back to /login/callback.
 */
export function ProviderButtons() {
  const providers = useIdentityProviders();
  if (!providers.length) return null;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-muted uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-ink-700" />
        {authTexts.orSeparator}
        <span className="h-px flex-1 bg-ink-700" />
      </div>
      {providers.map((provider) => (
        <a key={provider.name} href={provider.login_url} className={buttonClass('secondary', 'md', 'w-full')}>
          <ProviderMark name={provider.name} />
          {authTexts.providerButton(provider.name)}
        </a>
      ))}
    </div>
  );
}
