import type { MoneySummary, Statement } from '@sanza/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { type ApiFile, fetchApiFile } from '../../../lib/file-download.ts';

const base = '/studio/money/';

/** A statement's period, days written YYYY-MM-DD, `to` included. */
export type StatementPeriod = { from: string; to: string };

const periodQuery = ({ from, to }: StatementPeriod) =>
  `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** `GET /studio/money/`: the organizer's balance, what may be paid out now and what is held. */
export function fetchMoneySummary(signal?: AbortSignal): Promise<MoneySummary> {
  return apiGet<MoneySummary>(base, signal);
}

/** `GET /studio/money/statement/?from&to`: the period's entries, oldest first, with its totals. */
export function fetchStatement(period: StatementPeriod, signal?: AbortSignal): Promise<Statement> {
  return apiGet<Statement>(`${base}statement/?${periodQuery(period)}`, signal);
}

/** The path of the period's statement as a CSV file. */
export function statementCsvPath(period: StatementPeriod): string {
  return `${base}statement/?${periodQuery(period)}&format=csv`;
}

/** The period's statement as a CSV file, asked with the credentials. */
export function fetchStatementCsv(period: StatementPeriod): Promise<ApiFile> {
  return fetchApiFile(statementCsvPath(period), `releve-${period.from}-${period.to}.csv`);
}
