import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { DownloadButton } from '../../../../components/ui/download-button.tsx';
import { TextField } from '../../../../components/ui/form-field.tsx';
import { EmptyState, LoadError, LoadingBlocks } from '../../../../components/ui/load-states.tsx';
import { formatPrice } from '../../../../lib/format.ts';
import { StudioCard } from '../../../studio/components/studio-card.tsx';
import { fetchStatementCsv, type StatementPeriod } from '../api.ts';
import { moneyQueries } from '../queries.ts';
import { defaultPeriod, periodErrors } from '../rules.ts';
import { moneyTexts } from '../texts.ts';
import { StatementEntries, StatementTotals } from './statement-entries.tsx';

const t = moneyTexts.statement;

/** « Relevé »: a period (the last 30 days first), its totals, its entries and its CSV. */
export function StatementSection({ now = () => new Date() }: { now?: () => Date }) {
  const [period, setPeriod] = useState<StatementPeriod>(() => defaultPeriod(now()));
  const [draft, setDraft] = useState<StatementPeriod>(period);
  const [errors, setErrors] = useState<ReturnType<typeof periodErrors>>(null);
  const statement = useQuery(moneyQueries.statement(period));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = periodErrors(draft);
    setErrors(refused);
    if (!refused) setPeriod(draft);
  };
  const field = (key: keyof StatementPeriod, label: string) => (
    <TextField
      id={`statement-${key}`}
      type="date"
      label={label}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value })}
      error={errors?.[key]}
      className="min-w-0 flex-1"
    />
  );

  return (
    <StudioCard id="statement" title={t.title} intro={t.intro}>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
        {field('from', t.from)}
        {field('to', t.to)}
        <Button type="submit" variant="secondary" className="mt-7">
          {t.show}
        </Button>
      </form>
      {statement.isPending ? (
        <div role="status">
          <span className="sr-only">{t.loading}</span>
          <LoadingBlocks count={2} className="h-16" />
        </div>
      ) : statement.isError ? (
        <LoadError
          message={t.loadFailed}
          onRetry={() => void statement.refetch()}
          isRetrying={statement.isFetching}
        />
      ) : (
        <>
          <p className="flex justify-between gap-3 text-sm text-muted">
            <span>{t.opening}</span>
            <span className="tabular-nums">{formatPrice(statement.data.opening_balance)}</span>
          </p>
          <StatementTotals statement={statement.data} />
          {statement.data.entries.length === 0 ? (
            <EmptyState compact role="status">
              {t.empty}
            </EmptyState>
          ) : (
            <StatementEntries entries={statement.data.entries} />
          )}
          <p className="flex justify-between gap-3 text-sm font-semibold">
            <span>{t.closing}</span>
            <span className="tabular-nums">{formatPrice(statement.data.closing_balance)}</span>
          </p>
          <DownloadButton
            fetchFile={() => fetchStatementCsv(period)}
            label={t.download}
            busyLabel={t.downloading}
            failed={t.downloadFailed}
          />
        </>
      )}
    </StudioCard>
  );
}
