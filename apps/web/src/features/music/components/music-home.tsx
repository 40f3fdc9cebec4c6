import { Crown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useHomeSection } from '../queries.ts';
import { musicTexts } from '../texts.ts';
import { AlbumCard, ArtistCard, PlaylistCard } from './cards.tsx';
import { CardRowOf, HomeSectionBlock } from './home-section.tsx';
import { SongList } from './song-list.tsx';

/** How many rows of each section the home shows (the lists carry up to 10, trending up to 20). */
const HOME_CARDS = 10;
const HOME_TRENDING = 10;

/** The premium banner: a promotion of the premium artists (the product sells no premium plan yet). */
function PremiumBanner() {
  return (
    <section
      aria-labelledby="premium-banner"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-accent via-orange-600 to-rose-700 p-6 text-accent-ink sm:p-8"
    >
      <Crown aria-hidden="true" className="absolute -right-6 -bottom-6 size-40 rotate-12 opacity-20" />
      <p className="text-xs font-bold tracking-widest uppercase">{musicTexts.premium}</p>
      <h2 id="premium-banner" className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl">
        {musicTexts.premiumTitle}
      </h2>
      <p className="mt-2 max-w-md text-sm font-medium sm:text-base">{musicTexts.premiumText}</p>
      <Link
        to="/artists?premium=true"
        className="relative mt-4 inline-flex min-h-11 items-center rounded-full bg-ink-950 px-5 font-semibold text-fg hover:bg-ink-800"
      >
        {musicTexts.premiumCta}
      </Link>
    </section>
  );
}

/**
 * The music home: premium banner, featured playlists, popular albums, popular playlists, trending
 * tracks and popular artists, each section loading and failing on its own. With `?popular=true` (the home
 * page's 'Les plus Populaires' link) the page opens on the popular sections: the popular albums' heading is
 * scrolled to and focused.
 */
export function MusicHome() {
  const [searchParams] = useSearchParams();
  const isPopularFocus = searchParams.get('popular') === 'true';
  const popularHeading = useRef<HTMLHeadingElement>(null);

  // The section above may still be loading: once it has its height, the heading is scrolled to again, so it
  // does not slip down under its cards. Same query as that section's, so no extra request.
  const isAboveSettled = useHomeSection('featuredPlaylists').status !== 'pending';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the section above settling is the reason to scroll again
  useEffect(() => {
    if (!isPopularFocus) return;
    const heading = popularHeading.current;
    if (document.activeElement !== heading) heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start' });
  }, [isPopularFocus, isAboveSettled]);

  return (
    <div className="space-y-10">
      <header className="space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{musicTexts.homeTitle}</h1>
        <p className="text-muted">{musicTexts.homeIntro}</p>
      </header>
      <PremiumBanner />
      <HomeSectionBlock section="featuredPlaylists" seeAllTo="/playlist" seeAllLabel={musicTexts.myPlaylists}>
        {(playlists) => (
          <CardRowOf
            items={playlists.slice(0, HOME_CARDS)}
            // The first two cards fill a phone's screen: their covers are the page's largest picture.
            card={(playlist, index) => <PlaylistCard playlist={playlist} isPriority={index < 2} />}
          />
        )}
      </HomeSectionBlock>
      <HomeSectionBlock section="popularAlbums" seeAllTo="/albums" headingRef={popularHeading}>
        {(albums) => (
          <CardRowOf items={albums.slice(0, HOME_CARDS)} card={(album) => <AlbumCard album={album} />} />
        )}
      </HomeSectionBlock>
      <HomeSectionBlock section="popularPlaylists" seeAllTo="/playlist" seeAllLabel={musicTexts.myPlaylists}>
        {(playlists) => (
          <CardRowOf
            items={playlists.slice(0, HOME_CARDS)}
            card={(playlist) => <PlaylistCard playlist={playlist} />}
          />
        )}
      </HomeSectionBlock>
      <HomeSectionBlock section="trending" skeleton="songs">
        {(songs) => <SongList songs={songs.slice(0, HOME_TRENDING)} isRanked />}
      </HomeSectionBlock>
      <HomeSectionBlock section="popularArtists" seeAllTo="/artists" skeleton="round-cards">
        {(artists) => (
          <CardRowOf items={artists.slice(0, HOME_CARDS)} card={(artist) => <ArtistCard artist={artist} />} />
        )}
      </HomeSectionBlock>
    </div>
  );
}
