import { useQuery } from '@tanstack/react-query';
import { LoadError, LoadingBlocks } from '../../../../components/ui/load-states.tsx';
import { StudioPageHeader } from '../../../studio/components/studio-card.tsx';
import { moneyQueries } from '../queries.ts';
import { moneyTexts } from '../texts.ts';
import { MoneyFigures } from './money-figures.tsx';
import { StatementSection } from './statement-section.tsx';

/** « Mon argent »: the organizer's balance, then the statement of a period. */
export function MoneyPage({ now }: { now?: () => Date }) {
  const summary = useQuery(moneyQueries.summary());
  return (
    <div className="space-y-6">
      <StudioPageHeader title={moneyTexts.title} intro={moneyTexts.intro} />
      {summary.isPending ? (
        <div role="status">
          <span className="sr-only">{moneyTexts.checking}</span>
          <LoadingBlocks count={1} className="h-28" />
        </div>
      ) : summary.isError ? (
        <LoadError
          message={moneyTexts.loadFailed}
          onRetry={() => void summary.refetch()}
          isRetrying={summary.isFetching}
        />
      ) : (
        <MoneyFigures summary={summary.data} />
      )}
      <StatementSection now={now} />
    </div>
  );
}
