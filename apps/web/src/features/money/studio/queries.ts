import { queryOptions } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../lib/query-retry.ts';
import { fetchMoneySummary, fetchStatement, type StatementPeriod } from './api.ts';

/** Query keys of the organizer's money. */
export const moneyKeys = {
  all: ['studio-money'] as const,
  summary: () => [...moneyKeys.all, 'summary'] as const,
  statement: (period: StatementPeriod) => [...moneyKeys.all, 'statement', period.from, period.to] as const,
};

export const moneyQueries = {
  summary: () =>
    queryOptions({
      queryKey: moneyKeys.summary(),
      queryFn: ({ signal }) => fetchMoneySummary(signal),
      retry: retryUnlessClientError,
    }),
  statement: (period: StatementPeriod) =>
    queryOptions({
      queryKey: moneyKeys.statement(period),
      queryFn: ({ signal }) => fetchStatement(period, signal),
      retry: retryUnlessClientError,
    }),
};
