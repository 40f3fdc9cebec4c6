import { studioEventMessages } from '@sanza/contracts/constants';
import { describe, expect, it } from 'vitest';
import type { StaffEvent } from './moderation-api.ts';
import { hideFormSchema, onHomePanel, parsePriority, upcomingByPriority } from './moderation-rules.ts';

const ev = (serial_id: string, priority: number, starts_at = '2030-01-01T10:00:00Z'): StaffEvent => ({
  serial_id,
  name: serial_id,
  status: 'published',
  starts_at,
  city: 'Brazzaville',
  venue: 'Salle',
  priority,
  hidden_reason: null,
});

describe('staff rules', () => {
  it('reads a priority from 0 to 100', () => {
    expect(parsePriority(' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parsePriority('0')).toEqual({ ok: true, value: 0 });
    expect(parsePriority('100')).toEqual({ ok: true, value: 100 });
    for (const bad of ['101', '-1', '4.5', '', 'abc', '1e2']) {
      expect(parsePriority(bad)).toEqual({ ok: false, message: studioEventMessages.priorityRange });
    }
  });

  it('requires a trimmed reason of at most 500 characters', () => {
    expect(hideFormSchema.safeParse({ reason: '  ' }).success).toBe(false);
    expect(hideFormSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    expect(hideFormSchema.parse({ reason: ` ${'x'.repeat(500)} ` }).reason).toHaveLength(500);
  });

  it('orders upcoming events by priority then date, and marks the first five of priority 10 or more', () => {
    const now = new Date('2029-01-01T00:00:00Z');
    const list = upcomingByPriority(
      [
        ev('later', 50, '2030-02-01T10:00:00Z'),
        ev('sooner', 50, '2030-01-01T10:00:00Z'),
        ev('low', 9),
        ev('top', 100),
        ev('past', 100, '2028-01-01T10:00:00Z'),
        { ...ev('draft', 100), status: 'draft' },
      ],
      now,
    );
    expect(list.map((e) => e.serial_id)).toEqual(['top', 'sooner', 'later', 'low']);
    expect([...onHomePanel(list)]).toEqual(['top', 'sooner', 'later']);
    const many = upcomingByPriority(
      Array.from({ length: 7 }, (_, i) => ev(`e${i}`, 20 + i)),
      now,
    );
    expect(onHomePanel(many).size).toBe(5);
  });
});
