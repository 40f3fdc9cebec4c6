import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-feedback.tsx';
import { useCurrentUser } from '../../auth/queries.ts';
import { sectionsFor } from '../roles.ts';
import { studioTexts } from '../texts.ts';
import { StudioLoading } from './studio-card.tsx';

/**
 * Frame of every /studio page: a row of the sections the user's roles open (it scrolls sideways on phones),
 * then the page. Each page checks its own role with `RoleGate`; the server checks role and ownership anyway.
 */
export function StudioLayout() {
  const user = useCurrentUser();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the row scrolls sideways: the current section is brought into view, never left cut at the edge.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, user.data]);
  if (user.isPending) return <StudioLoading label={studioTexts.checkingAccess} />;
  if (user.isError) return <FormAlert>{studioTexts.loadFailed}</FormAlert>;
  const sections = sectionsFor(user.data);
  return (
    <div className="space-y-5">
      {sections.length > 0 && (
        <nav
          ref={nav}
          aria-label={studioTexts.sectionsLabel}
          className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:overflow-visible sm:px-0"
        >
          <ul className="flex w-max gap-2 pb-1 sm:w-auto sm:flex-wrap">
            <li>
              <NavLink
                to="/studio"
                end
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
                    isActive
                      ? 'border-accent bg-accent/15 text-fg'
                      : 'border-ink-700 text-muted hover:text-fg'
                  }`
                }
              >
                {studioTexts.title}
              </NavLink>
            </li>
            {sections.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${
                      isActive
                        ? 'border-accent bg-accent/15 text-fg'
                        : 'border-ink-700 text-muted hover:text-fg'
                    }`
                  }
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Outlet />
    </div>
  );
}
