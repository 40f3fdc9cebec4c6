import { CircleUser, Gavel, LogOut, Menu, Play, Ticket, X } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { logout, useIsSignedIn } from '../../features/auth/store.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { CartLink } from '../../features/reservations/components/cart-link.tsx';
import { SIDE_MENU_ID } from './side-menu.tsx';

type Props = { isMenuOpen: boolean; onToggleMenu: () => void; menuToggleId: string };

const iconLink =
  'inline-flex min-h-10 items-center gap-2 rounded-full px-1.5 text-sm font-medium text-muted transition-colors hover:bg-ink-800 hover:text-fg sm:px-2';

/** The logo mark: four bars of an equaliser. */
function Logo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" fill="#ff6b35" />
      <path d="M9 20v-8M14 24V8M19 21v-10M24 18v-4" stroke="#0b0b0f" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The top bar: menu toggle (mobile), logo, auctions, account links and the player shortcut. */
export function TopBar({ isMenuOpen, onToggleMenu, menuToggleId }: Props) {
  const isSignedIn = useIsSignedIn();
  const navigate = useNavigate();

  const signOut = () => {
    logout();
    void navigate('/');
  };

  return (
    <div className="flex h-14 items-center gap-1 px-2 sm:gap-2 sm:px-4">
      <button
        id={menuToggleId}
        type="button"
        onClick={onToggleMenu}
        aria-expanded={isMenuOpen}
        aria-controls={SIDE_MENU_ID}
        aria-label="Menu"
        className="grid size-10 shrink-0 place-items-center rounded-full text-fg hover:bg-ink-800 lg:hidden"
      >
        {isMenuOpen ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Menu aria-hidden="true" className="size-5" />
        )}
      </button>
      <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg pr-1 font-extrabold tracking-tight">
        <Logo />
        <span className="hidden text-lg min-[400px]:inline">Sanza</span>
        <span className="sr-only min-[400px]:hidden">Sanza, accueil</span>
      </Link>

      <div className="ml-auto flex min-w-0 items-center gap-0.5 sm:gap-1">
        <Link to="/auctions" className={iconLink}>
          <span className="relative">
            <Gavel aria-hidden="true" className="size-5" />
            <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 size-2 rounded-full bg-accent" />
          </span>
          <span className="sr-only md:not-sr-only">Enchère en cours</span>
        </Link>

        {isSignedIn ? (
          <>
            <NotificationBell />
            <CartLink className={iconLink} />
            <Link to="/reservations" className={iconLink}>
              <Ticket aria-hidden="true" className="size-5" />
              <span className="sr-only md:not-sr-only">Mes Réservations</span>
            </Link>
            <Link to="/profile" className={iconLink} title="Mon profil">
              <CircleUser aria-hidden="true" className="size-5" />
              <span className="sr-only lg:not-sr-only">Mon profil</span>
            </Link>
            <button type="button" onClick={signOut} className={iconLink}>
              <LogOut aria-hidden="true" className="size-5" />
              <span className="sr-only md:not-sr-only">Deconnexion</span>
            </button>
          </>
        ) : (
          <>
            <Link
              to="/login"
              className="inline-flex min-h-10 items-center rounded-full px-2 text-sm font-semibold text-fg hover:bg-ink-800"
            >
              Connexion
            </Link>
            <Link
              to="/register"
              className="inline-flex min-h-9 items-center rounded-full bg-fg px-3 text-sm font-semibold whitespace-nowrap text-ink-950 hover:bg-white"
            >
              S'inscrire
            </Link>
          </>
        )}

        <Link
          to="/player/trending/1"
          aria-label="Lecteur"
          title="Lecteur"
          className="ml-0.5 grid size-10 shrink-0 place-items-center rounded-full bg-accent text-accent-ink transition-colors hover:bg-accent-soft"
        >
          <Play aria-hidden="true" className="size-4 translate-x-px fill-current" />
        </Link>
      </div>
    </div>
  );
}
