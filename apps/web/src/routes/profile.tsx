import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormAlert } from '../components/ui/form-feedback.tsx';
import { ProfileLoading, ProfileView } from '../features/auth/components/profile-view.tsx';
import { useCurrentUser } from '../features/auth/queries.ts';
import { profileTexts } from '../features/auth/texts.ts';
import { DataBudgetSection } from '../features/data-budget/components/budget-settings.tsx';
import { NewsPreference } from '../features/notifications/components/news-preference.tsx';
import { StaffLinks } from '../features/payments/components/staff-links.tsx';
import { DoorEntry } from '../features/studio/components/door-entry.tsx';
import { StudioEntry } from '../features/studio/components/studio-entry.tsx';
import { hasDoorSection, hasStudioRole } from '../features/studio/roles.ts';

/** How long the loading screen shows at least (1 second, so it never flickers); it ends with the data after that. */
export const PROFILE_LOADING_MS = 1000;

/** True once `ms` have passed since the component mounted. */
function useHasWaited(ms: number): boolean {
  const [hasWaited, setHasWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHasWaited(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return hasWaited;
}

/** Profile page, behind the sign-in guard. */
export function ProfilePage() {
  const user = useCurrentUser();
  const hasWaited = useHasWaited(PROFILE_LOADING_MS);

  if (user.isError) {
    return (
      <div className="mx-auto max-w-xl space-y-4 py-10">
        <FormAlert>{profileTexts.loadFailed}</FormAlert>
        <button
          type="button"
          onClick={() => void user.refetch()}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink-600 px-5 font-semibold hover:border-fg"
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {profileTexts.retry}
        </button>
      </div>
    );
  }
  if (!hasWaited || !user.data) return <ProfileLoading />;
  return (
    <div className="space-y-5">
      <ProfileView user={user.data} />
      <NewsPreference />
      <DataBudgetSection />
      {hasStudioRole(user.data) && <StudioEntry />}
      {/* Door staff hold no role: their events at the door, asked here rather than on every page. */}
      {!hasDoorSection(user.data) && <DoorEntry />}
      {user.data.is_staff && <StaffLinks />}
    </div>
  );
}
