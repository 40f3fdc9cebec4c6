// @vitest-environment jsdom
import '../../test/dom.ts';
import { render, screen, within } from '@testing-library/react';
import { CalendarDays, MapPin } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { IconItem, IconList } from './icon-list.tsx';

describe('IconList', () => {
  it('lists each fact behind its icon, the icons hidden from screen readers', () => {
    render(
      <IconList>
        <IconItem icon={CalendarDays}>samedi 12 décembre 2026</IconItem>
        <IconItem icon={MapPin} shrinks>
          <span className="truncate">Palais des sports</span>
        </IconItem>
      </IconList>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['samedi 12 décembre 2026', 'Palais des sports']);
    for (const item of items) expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('lets a long fact shrink, and aligns the icon with its first line when asked', () => {
    render(
      <IconList className="mt-2">
        <IconItem icon={MapPin} shrinks top>
          Invitée par Awa
        </IconItem>
      </IconList>,
    );
    expect(screen.getByRole('list').className).toContain('mt-2');
    const item = screen.getByRole('listitem');
    expect(item.className).toContain('min-w-0');
    expect(item.className).toContain('items-start');
    expect(item.querySelector('svg')?.getAttribute('class')).toContain('mt-0.5');
  });
});
