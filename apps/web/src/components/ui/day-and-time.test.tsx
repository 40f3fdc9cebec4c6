// @vitest-environment jsdom
import '../../test/dom.ts';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatTime } from '../../lib/format.ts';
import { DayAndTime } from './day-and-time.tsx';

describe('DayAndTime', () => {
  it('writes the day in full, machine-readable, then the time', () => {
    const { container } = render(<DayAndTime date="2026-12-12" time="20:00:00" />);
    expect(container.textContent).toBe(`${formatLongDate('2026-12-12')} · ${formatTime('20:00:00')}`);
    expect(container.querySelector('time')).toHaveAttribute('datetime', '2026-12-12');
  });
});
