import { ArrowRight, CalendarDays, Flame } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { useIsSignedIn } from '../features/auth/store.ts';
import { CategoryFilter } from '../features/events/components/category-filter.tsx';
import { PriorityPanel } from '../features/events/components/priority-panel.tsx';
import { UpcomingEvents } from '../features/events/components/upcoming-events.tsx';
import { useCategories } from '../features/events/queries.ts';
import { useMediaQuery, WIDE_SCREEN } from '../lib/use-media-query.ts';

function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden rounded-3xl border border-ink-800 bg-linear-to-br from-accent/25 via-ink-900 to-ink-900 px-5 py-8 sm:px-10 sm:py-12"
    >
      {/* Decorative equaliser: pure CSS, no image to download. */}
      <div
        aria-hidden="true"
        className="absolute right-6 bottom-0 hidden items-end gap-1.5 opacity-25 lg:flex"
      >
        {[40, 72, 56, 96, 64, 110, 48].map((height, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative bars
            key={i}
            className="w-2.5 rounded-t-full bg-accent"
            style={{ height }}
          />
        ))}
      </div>
      <div className="relative">
        <p className="mb-3 text-xs font-semibold tracking-widest text-accent uppercase">
          Musique · Concerts · Festivals
        </p>
        <h1
          id="hero-title"
          className="max-w-xl text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl"
        >
          Streaming &amp; Événements en Direct
        </h1>
        <p className="mt-4 max-w-lg text-base text-muted">
          Écoutez les artistes d'Afrique centrale et réservez vos places pour les concerts, festivals et
          spectacles près de chez vous.
        </p>
        <div className="mt-7 flex flex-col gap-3 min-[400px]:flex-row">
          <Link to="/music?popular=true" className={buttonClass('primary')}>
            <Flame aria-hidden="true" className="size-5" />
            Les plus Populaires
          </Link>
          <Link to="/events" className={buttonClass('secondary', 'md', 'bg-ink-950/40')}>
            <CalendarDays aria-hidden="true" className="size-5" />
            Explorer les événements
          </Link>
        </div>
      </div>
    </section>
  );
}

function ReadyBanner() {
  const isSignedIn = useIsSignedIn();
  return (
    <section
      aria-labelledby="ready-title"
      className="flex flex-col gap-4 rounded-3xl border border-ink-800 bg-ink-900 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div>
        <h2 id="ready-title" className="text-xl font-bold sm:text-2xl">
          Prêt à commencer ?
        </h2>
        <p className="mt-1 text-sm text-muted">
          {isSignedIn
            ? 'Bienvenue sur Sanza ! Vos prochaines sorties et vos artistes préférés vous attendent.'
            : 'Créez votre compte gratuit pour réserver vos places, enchérir et suivre vos artistes.'}
        </p>
      </div>
      {isSignedIn ? (
        <Link to="/events" className={buttonClass('secondary', 'md', 'shrink-0')}>
          Voir les événements
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <Link to="/register" className={buttonClass('primary', 'md', 'shrink-0')}>
          Créer un compte
        </Link>
      )}
    </section>
  );
}

/**
 * Home page: hero, category filter, upcoming events and the sign-up banner; below the layout's
 * wide-screen width, the 'À la une' events under the hero.
 */
export function HomePage() {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const categories = useCategories();
  const isWideScreen = useMediaQuery(WIDE_SCREEN);

  return (
    <div className="space-y-10">
      <Hero />

      {!isWideScreen && (
        // In the landing page's own code (a kilobyte), not loaded after it: its skeleton holds the strip's
        // height from the first paint, so nothing below moves when the events arrive.
        <aside aria-label="Événements à la une">
          <PriorityPanel isStrip />
        </aside>
      )}

      <section aria-labelledby="categories-title" className="@container">
        <h2 id="categories-title" className="mb-4 text-xl font-bold">
          Catégories Populaires
        </h2>
        <CategoryFilter
          categories={categories.data ?? []}
          isLoading={categories.isPending}
          selected={categoryId}
          onSelect={setCategoryId}
        />
      </section>

      <section aria-labelledby="upcoming-title" className="@container">
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id="upcoming-title" className="text-xl font-bold">
            Événements à Venir
          </h2>
          <Link
            to="/events"
            className="inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-accent hover:text-accent-soft"
          >
            Voir tout
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <UpcomingEvents categoryId={categoryId} />
      </section>

      <ReadyBanner />
    </div>
  );
}
