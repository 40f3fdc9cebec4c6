import { staffMessages } from '@sanza/contracts';
import { AppError } from './errors.ts';

/** Who acts, and the request's logger: every staff change is written there as a `studio_audit` line. */
export type StaffCall = { actorId: number; log: { info(obj: object, msg: string): void } };

/** Writes one staff action to the request's log, with its actor and target. */
export function auditStaffAction(call: StaffCall, action: string, target: Record<string, unknown>): void {
  call.log.info({ studio_audit: { actor_id: call.actorId, action, ...target } }, 'studio: staff action');
}

/** A row's moderation columns: hidden since when, and why. */
export type ModerationState = { hiddenAt: Date | null; hiddenReason: string | null };

/** The moderation state to write: a reason is needed to hide; showing again clears both. */
export function moderationState(
  now: Date,
  input: { hidden: boolean; reason?: string | undefined },
): ModerationState {
  if (!input.hidden) return { hiddenAt: null, hiddenReason: null };
  if (!input.reason) throw AppError.fields({ reason: [staffMessages.reasonRequired] });
  return { hiddenAt: now, hiddenReason: input.reason };
}

/** A row's moderation state as the studio answers it. */
export function presentModeration(m: ModerationState) {
  return {
    hidden: m.hiddenAt !== null,
    hidden_at: m.hiddenAt?.toISOString() ?? null,
    hidden_reason: m.hiddenReason,
  };
}
