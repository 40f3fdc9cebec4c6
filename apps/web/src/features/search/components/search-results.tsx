import type { SearchResults as Answers } from '@sanza/contracts';
import { musicMessages, type SearchKind, searchMessages } from '@sanza/contracts/constants';
import { EmptyState } from '../../../components/ui/load-states.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import type { SearchRequest } from '../api.ts';
import { useSearchResults } from '../queries.ts';
import {
  AlbumResult,
  ArtistResult,
  AuctionResult,
  EventResult,
  PlaylistResult,
  SongResult,
} from './result-items.tsx';
import { SearchPager } from './search-pager.tsx';

/** The rows of one kind's answer. */
function Rows({ kind, answer }: { kind: SearchKind; answer: Answers[SearchKind] }) {
  const r = answer.results;
  switch (kind) {
    case 'music':
      return (r as Answers['music']['results']).map((s, _, songs) => (
        <SongResult key={s.id} song={s} songs={songs} />
      ));
    case 'albums':
      return (r as Answers['albums']['results']).map((a) => <AlbumResult key={a.id} album={a} />);
    case 'playlists':
      return (r as Answers['playlists']['results']).map((p) => <PlaylistResult key={p.id} playlist={p} />);
    case 'artists':
      return (r as Answers['artists']['results']).map((a) => <ArtistResult key={a.id} artist={a} />);
    case 'events':
      return (r as Answers['events']['results']).map((e) => <EventResult key={e.serial_id} event={e} />);
    case 'auctions':
      return (r as Answers['auctions']['results']).map((a) => <AuctionResult key={a.id} auction={a} />);
  }
}

function ResultsSkeleton() {
  return (
    <SkeletonRows
      count={4}
      list
      className="space-y-2"
      rowClassName="rounded-2xl border border-ink-700 bg-ink-900 p-3"
      thumbClassName="size-14 rounded-xl"
      lineClassNames={['h-4 w-2/3 rounded', 'h-3 w-1/3 rounded']}
    />
  );
}

function Note({ children }: { children: string }) {
  return <EmptyState compact>{children}</EmptyState>;
}

/**
 * The hits of one search: the prompt before any words, skeletons while loading, 'Aucun résultat trouvé' when
 * nothing matches, and a failed search shown as no results with a discreet note.
 */
export function SearchResultsList({
  request,
  onPage,
}: {
  request: SearchRequest;
  onPage: (page: number) => void;
}) {
  const { data, isPending, isError } = useSearchResults(request);
  if (request.q.trim() === '') return <Note>{musicMessages.searchPrompt}</Note>;
  if (isPending) return <ResultsSkeleton />;
  if (isError || !data || data.results.length === 0) {
    return (
      <div className="space-y-2">
        <Note>{musicMessages.searchEmpty}</Note>
        {isError && <p className="text-center text-xs text-muted">{searchMessages.searchError}</p>}
        {!isError && data && data.count > 0 && (
          <SearchPager page={request.page} pageSize={request.pageSize} total={data.count} onPage={onPage} />
        )}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted" aria-live="polite">
        {data.count} résultat{data.count > 1 ? 's' : ''}
      </p>
      <ul className="space-y-2">
        <Rows kind={request.kind} answer={data} />
      </ul>
      <SearchPager page={request.page} pageSize={request.pageSize} total={data.count} onPage={onPage} />
    </div>
  );
}
