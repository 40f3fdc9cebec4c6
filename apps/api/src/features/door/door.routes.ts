import {
  checkInAnswerSchema,
  checkInEventSchema,
  checkInSchema,
  doorListSchema,
  doorStaffInputSchema,
  doorStaffSchema,
  doorSyncAnswerSchema,
  doorSyncInputSchema,
} from '@sanza/contracts';
import { DOOR_LIMITS } from '@sanza/contracts/constants';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { requireRole, studioActor } from '../../plugins/roles.ts';
import type { DoorService } from './door.service.ts';

const params = z.object({ serialId: z.string().min(1).max(64) });
const staffParams = params.extend({ userId: z.coerce.number().int().positive().max(2_147_483_647) });
// A full sync: DOOR_LIMITS.syncScansMax scans of at most a 256-character code, a device id and a time.
const SYNC_BODY_LIMIT = DOOR_LIMITS.syncScansMax * 512;

/**
 * The door: the organizer's door team under `/api/studio/events/{serial_id}/door-staff/`, and, for
 * whoever may check an event in (organizer, door team, staff), the online check-in, the door list kept on the
 * phone and the sync of scans made without network.
 */
export const doorRoutes: FastifyPluginAsyncZod<{ db: Db; door: DoorService }> = async (app, { db, door }) => {
  await app.register(async (scope) => {
    const studio = scope.withTypeProvider<ZodTypeProvider>();
    studio.addHook('onRequest', requireRole(db, 'organizer'));

    studio.get(
      '/studio/events/:serialId/door-staff/',
      { schema: { params, response: { 200: z.array(doorStaffSchema) } } },
      async (request) => door.listDoorStaff(studioActor(request), request.params.serialId),
    );

    studio.post(
      '/studio/events/:serialId/door-staff/',
      { bodyLimit: 4096, schema: { params, body: doorStaffInputSchema, response: { 201: doorStaffSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await door.addDoorStaff(studioActor(request), request.params.serialId, request.body.username),
          ),
    );

    studio.delete(
      '/studio/events/:serialId/door-staff/:userId/',
      { schema: { params: staffParams } },
      async (request, reply) => {
        await door.removeDoorStaff(studioActor(request), request.params.serialId, request.params.userId);
        return reply.status(204).send();
      },
    );
  });

  await app.register(async (scope) => {
    const atDoor = scope.withTypeProvider<ZodTypeProvider>();
    atDoor.addHook('onRequest', authenticated);

    atDoor.get(
      '/tickets/check-in/events/',
      { schema: { response: { 200: z.array(checkInEventSchema) } } },
      async (request) => door.checkInEvents(requireUser(request)),
    );

    atDoor.post(
      '/tickets/check-in/',
      { schema: { body: checkInSchema, response: { 200: checkInAnswerSchema } } },
      async (request) => door.checkIn(requireUser(request), request.body.code, request.body.event),
    );

    atDoor.get(
      '/studio/events/:serialId/door-list/',
      { schema: { params, response: { 200: doorListSchema } } },
      async (request) => door.doorList(requireUser(request), request.params.serialId),
    );

    atDoor.post(
      '/studio/events/:serialId/check-ins/sync/',
      {
        bodyLimit: SYNC_BODY_LIMIT,
        schema: { params, body: doorSyncInputSchema, response: { 200: doorSyncAnswerSchema } },
      },
      async (request) => door.sync(requireUser(request), request.params.serialId, request.body.scans),
    );
  });
};
