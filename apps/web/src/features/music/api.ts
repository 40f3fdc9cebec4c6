import type {
  Album,
  AlbumDetail,
  Artist,
  ArtistDetail,
  ArtistEvent,
  Genre,
  LikeResult,
  Playlist,
  Song,
  SongDetail,
  SubscribeResult,
} from '@sanza/contracts';
import { MUSIC_HOME_TIMEOUT_MS } from '@sanza/contracts/constants';
import { apiGet, apiRequest } from '../../lib/api-client.ts';
import { withTimeout } from './rules.ts';

/** A DRF page: `{count, next, previous, results}`. */
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** The five sections of the music home that come from the server (the premium banner is static). */
export type HomeSection =
  | 'featuredPlaylists'
  | 'popularAlbums'
  | 'popularPlaylists'
  | 'trending'
  | 'popularArtists';

const HOME_PATHS: Record<HomeSection, string> = {
  featuredPlaylists: '/streaming/playlists/featured/',
  popularAlbums: '/streaming/albums/popular/',
  popularPlaylists: '/streaming/playlists/popular/',
  trending: '/streaming/musics/trending/',
  popularArtists: '/streaming/artists/popular/',
};

export type HomeSectionData = {
  featuredPlaylists: Playlist[];
  popularAlbums: Album[];
  popularPlaylists: Playlist[];
  trending: Song[];
  popularArtists: Artist[];
};

/** One home section's list; gives up after 5 s with a `TimeoutError`. */
export function fetchHomeSection<S extends HomeSection>(
  section: S,
  signal?: AbortSignal,
): Promise<HomeSectionData[S]> {
  return withTimeout(MUSIC_HOME_TIMEOUT_MS, signal, (timed) =>
    apiGet<HomeSectionData[S]>(HOME_PATHS[section], timed),
  );
}

/** `GET /streaming/musics/{id}/`: one song (`id` or `reference_id`), with its audio renditions. */
export function fetchSong(id: string, signal?: AbortSignal): Promise<SongDetail> {
  return apiGet<SongDetail>(`/streaming/musics/${encodeURIComponent(id)}/`, signal);
}

/** `GET /streaming/musics/{id}/like-status/` (signed in). */
export function fetchLikeStatus(id: string, signal?: AbortSignal): Promise<{ is_liked: boolean }> {
  return apiGet(`/streaming/musics/${encodeURIComponent(id)}/like-status/`, signal);
}

/** `POST /streaming/music/{id}/like/` with an empty body: toggles the like. */
export function postLike(id: string): Promise<LikeResult> {
  return apiRequest<LikeResult>(`/streaming/music/${encodeURIComponent(id)}/like/`, { method: 'POST' });
}

export type AlbumListKind = 'all' | 'featured' | 'new-releases';

/** `GET /streaming/albums/`, `/featured/` or `/new-releases/`. */
export function fetchAlbums(kind: AlbumListKind, signal?: AbortSignal): Promise<Album[]> {
  return apiGet<Album[]>(kind === 'all' ? '/streaming/albums/' : `/streaming/albums/${kind}/`, signal);
}

/** `GET /streaming/albums/{id}/`: one album with its songs. */
export function fetchAlbum(id: string, signal?: AbortSignal): Promise<AlbumDetail> {
  return apiGet<AlbumDetail>(`/streaming/albums/${encodeURIComponent(id)}/`, signal);
}

/** `GET /streaming/albums/{id}/tracks/`: an album's songs in order. */
export function fetchAlbumTracks(id: string, signal?: AbortSignal): Promise<Song[]> {
  return apiGet<Song[]>(`/streaming/albums/${encodeURIComponent(id)}/tracks/`, signal);
}

/** `GET /streaming/albums?artist={id}`: one artist's albums. */
export function fetchArtistAlbums(id: string, signal?: AbortSignal): Promise<Album[]> {
  return apiGet<Album[]>(`/streaming/albums?artist=${encodeURIComponent(id)}`, signal);
}

/** `GET /streaming/genres/`. */
export function fetchGenres(signal?: AbortSignal): Promise<Genre[]> {
  return apiGet<Genre[]>('/streaming/genres/', signal);
}

/** `GET /streaming/musics/artist/{id}`: one artist's songs. */
export function fetchArtistSongs(id: string, signal?: AbortSignal): Promise<Song[]> {
  return apiGet<Song[]>(`/streaming/musics/artist/${encodeURIComponent(id)}`, signal);
}

export type ArtistListFilters = { search: string; isPremium: boolean };

/** How many artists one page of the directory brings. */
export const ARTIST_PAGE_SIZE = 8;

/** `GET /accounts/artists/?page=&search=&is_premiem=`: one page of the artist directory. */
export function fetchArtists(
  filters: ArtistListFilters,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Artist>> {
  const query = new URLSearchParams({ page: String(page), page_size: String(ARTIST_PAGE_SIZE) });
  const search = filters.search.trim();
  if (search) query.set('search', search);
  if (filters.isPremium) query.set('is_premiem', 'true');
  return apiGet<Page<Artist>>(`/accounts/artists/?${query}`, signal);
}

/** `GET /accounts/artists/{id}/`: one artist's profile. */
export function fetchArtist(id: string, signal?: AbortSignal): Promise<ArtistDetail> {
  return apiGet<ArtistDetail>(`/accounts/artists/${encodeURIComponent(id)}/`, signal);
}

/** `GET /accounts/artists/{id}/events/`: the upcoming events the artist plays (numeric id), soonest first. */
export function fetchArtistEvents(id: number, signal?: AbortSignal): Promise<ArtistEvent[]> {
  return apiGet<ArtistEvent[]>(`/accounts/artists/${id}/events/`, signal);
}

/** `GET /accounts/check-subscription/{id}/` (signed in). */
export function fetchSubscription(id: string, signal?: AbortSignal): Promise<{ is_subscribed: boolean }> {
  return apiGet(`/accounts/check-subscription/${encodeURIComponent(id)}/`, signal);
}

/** `POST /accounts/artist/{id}/subscribe/`: toggles the subscription. */
export function postSubscribe(id: string): Promise<SubscribeResult> {
  return apiRequest<SubscribeResult>(`/accounts/artist/${encodeURIComponent(id)}/subscribe/`, {
    method: 'POST',
  });
}
