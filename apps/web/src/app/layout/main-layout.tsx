import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { PriorityPanel } from '../../features/events/components/priority-panel.tsx';
import { OfflineBanner } from '../../features/offline/components/offline-banner.tsx';
import { UpdatePrompt } from '../../features/offline/components/update-prompt.tsx';
import { usePlayer } from '../../features/player/store.ts';
import { usePageViewTracking } from '../../features/tracking/use-page-view-tracking.ts';
import { useRouteTitle } from '../../lib/route-handle.ts';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query.ts';
import { SIDE_MENU_ID, SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';

const MENU_TOGGLE_ID = 'menu-toggle';

// The player bar's code only downloads once something plays; the player itself (one audio element) lives in
// its store, outside the React tree, so it keeps playing across pages.
const PlayerBar = lazy(async () => ({
  default: (await import('../../features/player/components/player-bar.tsx')).PlayerBar,
}));

/** Sets the tab title from the page's route title. */
function useDocumentTitle() {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? `${title} · Sanza` : 'Sanza';
  }, [title]);
}

/** The main layout: top bar, left menu (a drawer on mobile), the page, and the right panel on wide screens. */
export function MainLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  // The panel is not even mounted on narrower screens, so phones do not pay for its request.
  const isWideScreen = useMediaQuery(WIDE_SCREEN);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [menuLocationKey, setMenuLocationKey] = useState(location.key);
  const hasPlayer = usePlayer((player) => player.track !== null);

  usePageViewTracking();
  useDocumentTitle();

  // Any navigation (link, back button) closes the mobile menu.
  if (menuLocationKey !== location.key) {
    setMenuLocationKey(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      document.getElementById(MENU_TOGGLE_ID)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  return (
    <div className="min-h-dvh">
      <a
        href="#contenu"
        className="sr-only z-[60] rounded-lg bg-accent px-4 py-2 font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <header className="sticky top-0 z-50 border-b border-ink-800 bg-ink-950/95">
        <TopBar
          isMenuOpen={isMenuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
          menuToggleId={MENU_TOGGLE_ID}
        />
        {navigation.state !== 'idle' && (
          <div
            role="progressbar"
            aria-label="Chargement de la page"
            className="absolute inset-x-0 bottom-0 h-0.5 overflow-hidden"
          >
            <div className="h-full w-2/5 animate-progress bg-accent" />
          </div>
        )}
      </header>

      {isMenuOpen && (
        <div
          aria-hidden="true"
          onClick={() => setMenuOpen(false)}
          className="fixed inset-0 top-14 z-30 bg-black/60 lg:hidden"
        />
      )}
      <nav
        id={SIDE_MENU_ID}
        aria-label="Menu principal"
        className={`${isMenuOpen ? 'block' : 'hidden'} fixed top-14 ${hasPlayer ? 'bottom-20' : 'bottom-0'} left-0 z-40 w-72 max-w-[85vw] overflow-y-auto border-r border-ink-800 bg-ink-900 p-3 lg:block lg:w-60 lg:bg-ink-950`}
      >
        <SideMenu />
      </nav>

      <div
        className={`flex min-h-[calc(100dvh-3.5rem)] flex-col lg:pl-60 xl:pr-80 ${hasPlayer ? 'pb-20' : ''}`}
      >
        {/* In the page's flow, between the menu and the side panel: it pushes the page down, never covers it,
            and scrolls away with it instead of taking a phone's screen under the sticky bar. */}
        <OfflineBanner />
        <main
          id="contenu"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 pt-5 pb-10 outline-none sm:px-6"
        >
          <Outlet />
        </main>
        <footer className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 border-t border-ink-800 px-4 py-6 text-xs text-muted sm:px-6">
          <span>© {new Date().getFullYear()} Sanza</span>
          <Link to="/terms" className="hover:text-fg">
            Conditions d'utilisation
          </Link>
          <Link to="/privacy" className="hover:text-fg">
            Confidentialité
          </Link>
        </footer>
      </div>

      {isWideScreen && (
        <aside
          aria-label="Événements à la une"
          className={`fixed top-14 right-0 ${hasPlayer ? 'bottom-20' : 'bottom-0'} w-80 overflow-y-auto border-l border-ink-800 p-4`}
        >
          <PriorityPanel />
        </aside>
      )}
      {hasPlayer && (
        <Suspense fallback={null}>
          <PlayerBar />
        </Suspense>
      )}
      <UpdatePrompt isAbovePlayer={hasPlayer} />
      <ScrollRestoration />
    </div>
  );
}
