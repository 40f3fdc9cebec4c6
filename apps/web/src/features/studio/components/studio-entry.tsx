import { ChevronRight, Clapperboard } from 'lucide-react';
import { Link } from 'react-router';
import { studioTexts } from '../texts.ts';

/** On the profile of an organizer, artist or staff member: the way into the studio. */
export function StudioEntry() {
  return (
    <section
      aria-labelledby="studio-card"
      className="mx-auto max-w-3xl space-y-3 rounded-3xl border border-ink-800 bg-ink-900 p-5 sm:p-6"
    >
      <div>
        <h2 id="studio-card" className="text-lg font-bold">
          {studioTexts.title}
        </h2>
        <p className="text-sm text-muted">{studioTexts.intro}</p>
      </div>
      <Link
        to="/studio"
        className="flex min-h-12 items-center gap-3 rounded-2xl border border-ink-700 px-4 font-semibold hover:border-accent"
      >
        <Clapperboard aria-hidden="true" className="size-5 text-accent" />
        <span className="flex-1">{studioTexts.open}</span>
        <ChevronRight aria-hidden="true" className="size-4 text-muted" />
      </Link>
    </section>
  );
}
