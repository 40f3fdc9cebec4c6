import { moneySummarySchema, statementQuerySchema, statementSchema } from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import { requireRole, studioActor } from '../../plugins/roles.ts';
import type { MoneyService } from './money.service.ts';

/**
 * The organizer's money under `/api/studio/money/`: their own balance and statement, never another's (staff
 * read their own ledger too, normally empty).
 */
export const moneyRoutes: FastifyPluginAsyncZod<{ db: Db; money: MoneyService }> = async (
  app,
  { db, money },
) => {
  app.addHook('onRequest', requireRole(db, 'organizer'));

  app.get('/studio/money/', { schema: { response: { 200: moneySummarySchema } } }, async (request) =>
    money.summary(studioActor(request).userId),
  );

  // The statement as JSON, or as a CSV file (text, sent as it is: Fastify serializes no text/csv string).
  const statementAnswer = z.union([statementSchema, z.string()]);
  app.get(
    '/studio/money/statement/',
    { schema: { querystring: statementQuerySchema, response: { 200: statementAnswer } } },
    async (request, reply) => {
      const statement = await money.statement(studioActor(request).userId, request.query);
      if (request.query.format !== 'csv') return statement;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="releve-${statement.from}-${statement.to}.csv"`)
        .send(toCsv(money.statementRows(statement)));
    },
  );
};
