import { ROLE_LABELS, STUDIO_ROLES, type StudioRole } from '@sanza/contracts/constants';
import { ChevronLeft, ChevronRight, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../../components/ui/form-feedback.tsx';
import { LoadError, LoadingBlocks } from '../../../../components/ui/load-states.tsx';
import { StatusBadge } from '../../../../components/ui/status-badge.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { formatLongDateOf } from '../../../../lib/format.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { RoleSwitch } from '../../../studio/components/role-switch.tsx';
import { SearchBox } from '../../../studio/components/search-box.tsx';
import { StudioPageHeader } from '../../../studio/components/studio-card.tsx';
import type { StaffUser } from '../api.ts';
import { useSetActive, useSetRoles } from '../mutations.ts';
import { useStaffUsers } from '../queries.ts';
import { errorText, pageCount, toggledRoles } from '../rules.ts';
import { staffUsersTexts } from '../texts.ts';

const t = staffUsersTexts;

/** Staff's list of accounts: search, 20 a page, roles as switches, deactivation behind a confirmation. */
export function StaffUsers() {
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 300);
  // The page belongs to its search: a new search starts on its first page.
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const setPage = (next: number) => setPaging({ q, page: next });
  const users = useStaffUsers(q, page);
  const pages = users.data ? pageCount(users.data.count) : 1;

  return (
    <div className="space-y-5">
      <StudioPageHeader title={t.title} intro={t.intro} />
      <SearchBox
        id="staff-users-search"
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={query}
        onChange={setQuery}
        isFetching={users.isFetching}
      />
      {users.isPending ? (
        <LoadingBlocks />
      ) : users.isError ? (
        <LoadError message={staffUsersTexts.loadFailed} onRetry={() => void users.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {t.count(users.data.count)}
          </p>
          {users.data.results.length === 0 ? (
            <p className="rounded-2xl border border-ink-800 bg-ink-900 p-4 text-sm text-muted">{t.empty}</p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2">
              {users.data.results.map((user) => (
                <li key={user.id} className="min-w-0">
                  <UserCard user={user} />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav aria-label={t.paging} className="flex items-center justify-between gap-2">
              <button
                type="button"
                className={buttonClass('secondary')}
                disabled={page <= 1 || users.isPlaceholderData}
                onClick={() => setPage(page - 1)}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                <span className="sr-only sm:not-sr-only">{t.previous}</span>
              </button>
              <p className="text-sm text-muted">{t.pageOf(page, pages)}</p>
              <button
                type="button"
                className={buttonClass('secondary')}
                disabled={!users.data.next || users.isPlaceholderData}
                onClick={() => setPage(page + 1)}
              >
                <span className="sr-only sm:not-sr-only">{t.next}</span>
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

/** One account: who, since when, active or not, its roles (saved at each switch), and (de)activation. */
function UserCard({ user }: { user: StaffUser }) {
  const headingId = useId();
  const setRoles = useSetRoles(user.id);
  const [confirming, setConfirming] = useState(false);
  // While a save runs, the switches show what was asked; a refusal puts back the server's roles.
  const roles: readonly StudioRole[] = setRoles.isPending ? setRoles.variables : user.roles;

  const toggle = (role: StudioRole, on: boolean) => {
    setRoles.mutate(toggledRoles(roles, role, on), {
      onSuccess: () => showToast(t.saved),
    });
  };

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-ink-800 bg-ink-900 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate font-bold">
            {user.username}
          </h3>
          <p className="truncate text-sm text-muted">{user.email}</p>
          <p className="text-xs text-muted">{t.joined(formatLongDateOf(user.date_joined))}</p>
        </div>
        <StatusBadge tone={user.is_active ? 'success' : 'danger'}>
          {user.is_active ? t.active : t.inactive}
        </StatusBadge>
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-2 flex items-center gap-2 text-sm font-medium">
          {t.roles}
          {setRoles.isPending && (
            <span role="status" className="inline-flex items-center gap-1 text-xs text-muted">
              <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
              {t.saving}
            </span>
          )}
        </legend>
        <div className="flex flex-wrap gap-2">
          {STUDIO_ROLES.map((role) => (
            <RoleSwitch
              key={role}
              label={ROLE_LABELS[role]}
              checked={roles.includes(role)}
              disabled={setRoles.isPending}
              onChange={(on) => toggle(role, on)}
            />
          ))}
        </div>
      </fieldset>
      {setRoles.isError && <FormAlert>{errorText(setRoles.error)}</FormAlert>}
      <div className="flex justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={() => setConfirming(true)}>
          {user.is_active ? t.deactivate : t.activate}
        </button>
      </div>
      <ActiveDialog user={user} isOpen={confirming} onClose={() => setConfirming(false)} />
    </article>
  );
}

/** The confirmation of a deactivation (or reactivation); a refusal is shown in the dialog. */
function ActiveDialog({ user, isOpen, onClose }: { user: StaffUser; isOpen: boolean; onClose: () => void }) {
  const setActive = useSetActive(user.id);
  const activating = !user.is_active;
  const close = () => {
    setActive.reset();
    onClose();
  };
  const confirm = () =>
    setActive.mutate(activating, {
      onSuccess: (after) => {
        showToast(after.is_active ? t.activated(after.username) : t.deactivated(after.username));
        close();
      },
    });
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={activating ? t.activateTitle(user.username) : t.deactivateTitle(user.username)}
      description={activating ? t.activateText : t.deactivateText}
    >
      {setActive.isError && <FormAlert>{errorText(setActive.error)}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={close}>
          {staffUsersTexts.cancel}
        </button>
        <button
          type="button"
          className={buttonClass(activating ? 'primary' : 'danger')}
          disabled={setActive.isPending}
          aria-busy={setActive.isPending || undefined}
          onClick={confirm}
        >
          {setActive.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {activating ? t.confirmActivate : t.confirmDeactivate}
        </button>
      </div>
    </Dialog>
  );
}
