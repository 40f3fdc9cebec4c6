import type { SearchResults } from '@sanza/contracts';
import { useState } from 'react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { LoadError, LoadingBlocks } from '../../../../components/ui/load-states.tsx';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { SearchBox } from '../../../studio/components/search-box.tsx';
import { SEARCH_MIN_LENGTH, useStaffSearch } from '../moderation-queries.ts';
import { staffToolsTexts } from '../moderation-texts.ts';
import type { HideTarget } from './hide-dialog.tsx';

const t = staffToolsTexts.moderation;

/** The kinds of content the moderation page searches (the public search's kinds). */
type SearchedKind = 'music' | 'events';

/** How a found item is listed: its name, a line under it, and what hiding it targets. */
export type FoundItem = { key: string | number; name: string; detail: string; target: HideTarget };

/**
 * One kind of content the moderation page finds: its search box (`id`, `label`), the public search it runs
 * (`kind`), and how one of its results is listed. Each domain describes its own (songs here, events in
 * `events/studio/components/event-moderation-search.ts`).
 */
export type ModerationSearchOf<K extends SearchedKind> = {
  id: string;
  label: string;
  kind: K;
  toItem: (result: SearchResults[K]['results'][number]) => FoundItem;
};

/** A found item: its name, a line under it, and the button that opens the reason dialog. */
function FoundRow({ name, detail, onHide }: { name: string; detail: string; onHide: () => void }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-ink-800 bg-ink-850 p-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{name}</p>
        <p className="truncate text-sm text-muted">{detail}</p>
      </div>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={onHide}
        aria-label={`${t.hide} « ${name} »`}
      >
        {t.hide}
      </button>
    </li>
  );
}

/**
 * A search over one kind of content and what it found, each with « Masquer »: searched from two letters on
 * (debounced), with its hint, loading, error and empty states.
 */
export function ModerationSearch<K extends SearchedKind>({
  id,
  label,
  kind,
  toItem,
  onHide,
}: ModerationSearchOf<K> & { onHide: (target: HideTarget) => void }) {
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 300);
  const ready = q.length >= SEARCH_MIN_LENGTH;
  const found = useStaffSearch(kind, q);
  return (
    <div className="space-y-3">
      <SearchBox
        id={id}
        label={label}
        value={query}
        onChange={setQuery}
        isFetching={ready && found.isFetching}
      />
      {!ready ? (
        <p className="text-sm text-muted">{t.searchHint}</p>
      ) : found.isPending ? (
        <LoadingBlocks count={2} />
      ) : found.isError ? (
        <LoadError message={staffToolsTexts.loadFailed} onRetry={() => void found.refetch()} />
      ) : found.data.results.length === 0 ? (
        <p className="text-sm text-muted">{t.noResult}</p>
      ) : (
        <ul className="space-y-2">
          {found.data.results.map((result) => {
            const item = toItem(result);
            return (
              <FoundRow
                key={item.key}
                name={item.name}
                detail={item.detail}
                onHide={() => onHide(item.target)}
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
