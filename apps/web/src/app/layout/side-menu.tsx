import { NavLink } from 'react-router';
import { StudioMenuLink } from '../../features/studio/components/studio-menu-link.tsx';
import { NAV_ITEMS } from './nav-items.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-ink-800 text-fg' : 'text-muted hover:bg-ink-850 hover:text-fg'
  }`;

export const SIDE_MENU_ID = 'menu-principal';

/** The left menu's links; the layout decides where the list sits (drawer on mobile, column on desktop). */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {NAV_ITEMS.map(({ label, to, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} end={to === '/'} onClick={onNavigate} className={linkClass}>
            {({ isActive }) => (
              <>
                <Icon aria-hidden="true" className={`size-5 shrink-0 ${isActive ? 'text-accent' : ''}`} />
                {label}
              </>
            )}
          </NavLink>
        </li>
      ))}
      <StudioMenuLink className={linkClass} onNavigate={onNavigate} />
    </ul>
  );
}
