import { notificationMessages } from '@sanza/contracts/constants';
import { useSaveNotificationPreferences } from '../mutations.ts';
import { useNotificationPreferences } from '../queries.ts';
import { notificationTexts } from '../texts.ts';

const id = 'email-artist-news';

/**
 * On the profile: whether the news of followed artists (concerts, releases) also come by e-mail.
 * Saved at once when toggled; disabled while loading or saving; a failed save puts the box back and says so.
 */
export function NewsPreference() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  // While saving, the box shows what was asked; once settled, what the server holds.
  const isChecked = save.isPending
    ? save.variables.email_artist_news
    : (preferences.data?.email_artist_news ?? false);
  const error = save.isError ? notificationTexts.preferencesSaveError : null;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-3xl rounded-3xl border border-ink-800 bg-ink-900/60 p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {notificationTexts.preferencesTitle}
      </h2>
      {preferences.isError ? (
        <p className="mt-4 text-sm text-muted">{notificationTexts.preferencesLoadError}</p>
      ) : (
        <div className="mt-4">
          <div className="flex items-start gap-3">
            <input
              id={id}
              type="checkbox"
              checked={isChecked}
              disabled={!preferences.data || save.isPending}
              aria-busy={save.isPending || undefined}
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => save.mutate({ email_artist_news: event.target.checked })}
              className="mt-0.5 size-5 shrink-0 accent-accent disabled:opacity-60"
            />
            <label htmlFor={id} className="text-sm text-fg">
              {notificationMessages.newsPreference}
            </label>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-300">
              {error}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
