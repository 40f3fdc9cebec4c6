import {
  MODERATION_REASON_MAX,
  STUDIO_EVENT_LIMITS,
  staffMessages,
  studioEventMessages,
} from '@sanza/contracts/constants';
import { ApiError } from '../../../lib/api-client.ts';
import { z } from '../../../lib/zod.ts';
import { PRIORITY_PANEL_QUERY } from '../../events/queries.ts';
import type { StaffEvent } from './moderation-api.ts';
import { staffToolsTexts } from './moderation-texts.ts';

/** The hide form: a reason is required (spaces alone are none) and at most 500 characters, as the server says. */
export const hideFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { message: staffMessages.reasonRequired })
    .max(MODERATION_REASON_MAX, { message: staffMessages.reasonTooLong }),
});
export type HideFormInput = z.input<typeof hideFormSchema>;

/** A priority typed in the editorial list: a whole number from 0 to 100, or the server's message. */
export function parsePriority(value: string): { ok: true; value: number } | { ok: false; message: string } {
  const trimmed = value.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return { ok: false, message: studioEventMessages.priorityRange };
  const n = Number(trimmed);
  if (n > STUDIO_EVENT_LIMITS.priorityMax) return { ok: false, message: studioEventMessages.priorityRange };
  return { ok: true, value: n };
}

/** Published upcoming events that are not hidden, most important first, then the soonest. */
export function upcomingByPriority(events: readonly StaffEvent[], now: Date): StaffEvent[] {
  return events
    .filter((e) => e.status === 'published' && e.hidden_reason === null && new Date(e.starts_at) > now)
    .sort((a, b) => b.priority - a.priority || a.starts_at.localeCompare(b.starts_at));
}

/** Which of those (already in order) the home panel shows: the first few of priority high enough. */
export function onHomePanel(ordered: readonly StaffEvent[]): Set<string> {
  return new Set(
    ordered
      .filter((e) => e.priority >= PRIORITY_PANEL_QUERY.minPriority)
      .slice(0, PRIORITY_PANEL_QUERY.limit)
      .map((e) => e.serial_id),
  );
}

/** The message of a failed call: the server's own French text, else a generic one. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : staffToolsTexts.loadFailed;
}
