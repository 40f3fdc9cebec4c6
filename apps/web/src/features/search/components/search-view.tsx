import {
  periodStartDate,
  SEARCH_KINDS,
  SEARCH_LIMITS,
  SEARCH_TAB_LABELS,
  type SearchKind,
} from '@sanza/contracts/constants';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type TabItem, Tabs } from '../../../components/ui/tabs.tsx';
import type { SearchRequest } from '../api.ts';
import { searchKeys } from '../queries.ts';
import { readSearchState, type SearchState, withFilter, withKind, writeSearchState } from '../rules.ts';
import { SearchFilters } from './search-filters.tsx';
import { SearchForm } from './search-form.tsx';
import { SearchResultsList } from './search-results.tsx';

const TABS: readonly TabItem<SearchKind>[] = SEARCH_KINDS.map((kind) => ({
  value: kind,
  label: SEARCH_TAB_LABELS[kind],
}));

/**
 * The search page: query box, tabs, genre chips, period and sort, results and paging. The whole
 * search lives in the address (`?q=makosa&type=artists&page=2`), so it can be shared and survives a reload;
 * each change is a history entry, so the back button returns to the previous page of results.
 */
export function SearchView() {
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const go = (next: SearchState) => setParams(writeSearchState(next), { preventScrollReset: true });
  const isLoading = useIsFetching({ queryKey: searchKeys.all }) > 0;
  // On a phone the tabs scroll sideways: the selected one (from a shared link, say) is brought into view.
  const tabStrip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = tabStrip.current?.querySelector<HTMLElement>('[role="tablist"]');
    const tab = list?.querySelector<HTMLElement>(
      `[role="tab"]:nth-child(${SEARCH_KINDS.indexOf(state.kind) + 1})`,
    );
    if (list && tab)
      list.scrollLeft = tab.offsetLeft - list.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [state.kind]);

  // The start date is worked out once per period choice, so the query key stays stable while the page is open.
  const dateRange = useMemo(() => periodStartDate(state.period, new Date()) ?? '', [state.period]);
  const request: SearchRequest = {
    kind: state.kind,
    q: state.q,
    genre: state.genre,
    dateRange,
    ordering: state.ordering,
    page: state.page,
    pageSize: SEARCH_LIMITS.pageSize,
  };

  return (
    <div className="space-y-5">
      <h1 id={titleId} className="text-3xl font-extrabold tracking-tight">
        Rechercher
      </h1>
      <SearchForm query={state.q} isLoading={isLoading} onSearch={(q) => go(withFilter(state, { q }))} />
      <div
        ref={tabStrip}
        className="[&_[role=tab]]:shrink-0 [&_[role=tablist]]:overflow-x-auto [&_[role=tablist]]:[scrollbar-width:none]"
      >
        <Tabs
          labelledBy={titleId}
          tabs={TABS}
          selected={state.kind}
          onSelect={(kind) => go(withKind(state, kind))}
        >
          <div className="space-y-5">
            <SearchFilters
              kind={state.kind}
              genre={state.genre}
              period={state.period}
              ordering={state.ordering}
              onChange={(change) => go(withFilter(state, change))}
            />
            <SearchResultsList request={request} onPage={(page) => go({ ...state, page })} />
          </div>
        </Tabs>
      </div>
    </div>
  );
}
