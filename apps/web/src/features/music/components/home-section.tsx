import { type ReactNode, type Ref, useId } from 'react';
import { Link } from 'react-router';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useSteppedCount } from '../../../lib/use-stepped-count.ts';
import type { HomeSection, HomeSectionData } from '../api.ts';
import { useHomeSection } from '../queries.ts';
import { TimeoutError } from '../rules.ts';
import { homeSectionTitles, musicTexts } from '../texts.ts';
import { CardRowSkeleton, ListState, SongListSkeleton } from './states.tsx';

type HomeSectionBlockProps<S extends HomeSection> = {
  section: S;
  /** 'Voir tout' target, when the section has a full page. */
  seeAllTo?: string;
  seeAllLabel?: string;
  /** Skeleton shape while loading. */
  skeleton?: 'cards' | 'round-cards' | 'songs';
  /** Set on the section the home page scrolls to (`?popular=true`): its heading takes the focus. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: (items: HomeSectionData[S]) => ReactNode;
};

/**
 * One section of the music home, loading on its own: a failure or a 5 s time-out in one section shows its
 * message and a retry there, and leaves the others alone.
 */
export function HomeSectionBlock<S extends HomeSection>({
  section,
  seeAllTo,
  seeAllLabel = musicTexts.seeAll,
  skeleton = 'cards',
  headingRef,
  children,
}: HomeSectionBlockProps<S>) {
  const headingId = useId();
  const query = useHomeSection(section);
  const body = (
    <ListState
      query={query}
      skeleton={
        skeleton === 'songs' ? <SongListSkeleton /> : <CardRowSkeleton isRound={skeleton === 'round-cards'} />
      }
      errorMessage={musicTexts.sectionError(section, query.error instanceof TimeoutError)}
      emptyText={musicTexts.emptySection}
    >
      {children}
    </ListState>
  );
  return (
    <section aria-labelledby={headingId} aria-busy={query.isPending} className="space-y-3">
      <div className="flex items-baseline justify-between gap-4">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-20 text-xl font-bold tracking-tight outline-none"
        >
          {homeSectionTitles[section]}
        </h2>
        {seeAllTo && (
          <Link to={seeAllTo} className="shrink-0 text-sm font-semibold text-accent hover:text-accent-soft">
            {seeAllLabel}
          </Link>
        )}
      </div>
      {body}
    </section>
  );
}

/** A row of cards that scrolls sideways on phones and wraps into a grid on wide screens. */
export function CardRow({ children }: { children: ReactNode }) {
  return (
    <ul className="-mx-2 flex snap-x gap-1 overflow-x-auto pb-2 [scrollbar-width:thin] md:grid md:grid-cols-4 md:overflow-visible lg:grid-cols-5">
      {children}
    </ul>
  );
}

/** Width from which a `CardRow` is a grid (Tailwind's `md`), not a row scrolled sideways. */
const ROW_IS_GRID = '(min-width: 48rem)';

/** The cards of `items` in a `CardRow`, one `card` each. */
export function CardRowOf<T extends { id: number | string }>({
  items,
  card,
}: {
  items: T[];
  card: (item: T, index: number) => ReactNode;
}) {
  // On a phone, what the screen shows of the row first and the rest in the next tasks
  // (lib/use-stepped-count.ts): the five sections' answers arrive close together. Where the row is a grid,
  // all at once, so the page's height is final when `?popular=true` scrolls.
  const isGrid = useMediaQuery(ROW_IS_GRID);
  const drawn = useSteppedCount(items.length, isGrid ? items.length : 4);
  return (
    <CardRow>
      {items.slice(0, drawn).map((item, index) => (
        <CardRowItem key={item.id}>{card(item, index)}</CardRowItem>
      ))}
    </CardRow>
  );
}

/** One card of a `CardRow`. */
export function CardRowItem({ children }: { children: ReactNode }) {
  return <li className="flex w-36 shrink-0 snap-start sm:w-44 md:w-auto">{children}</li>;
}
