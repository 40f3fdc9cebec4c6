import { staffMessages } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import {
  auditStaffAction,
  moderationState,
  presentModeration,
  type StaffCall,
} from '../../lib/staff-actions.ts';
import * as repo from './event-moderation.repository.ts';

export type EventModerationService = ReturnType<typeof createEventModerationService>;

/** Staff moderation of events: hiding one (with a reason) from every public answer, or showing it again. */
export function createEventModerationService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** Hides an event with a reason, or shows it again; 404 for an unknown serial id. */
    async moderateEvent(
      call: StaffCall,
      serialId: string,
      input: { hidden: boolean; reason?: string | undefined },
    ) {
      const state = await repo.moderateEvent(db, serialId, moderationState(clock.now(), input));
      if (!state) throw AppError.notFound(staffMessages.eventNotFound);
      auditStaffAction(call, input.hidden ? 'hide_event' : 'show_event', {
        serial_id: serialId,
        reason: state.hiddenReason,
      });
      return presentModeration(state);
    },

    /** The events hidden now, with their reason and date, most recently hidden first. */
    async hiddenEvents() {
      const rows = await repo.listHiddenEvents(db);
      return rows.map((e) => ({
        serial_id: e.serialId,
        name: e.name,
        hidden_at: (e.hiddenAt as Date).toISOString(),
        hidden_reason: e.hiddenReason,
      }));
    },
  };
}
