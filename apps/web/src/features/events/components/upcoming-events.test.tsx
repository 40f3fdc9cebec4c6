// @vitest-environment jsdom
import '../../../test/dom.ts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderAt } from '../../../test/auth.tsx';
import { makeEvent } from '../../../test/fixtures.ts';
import { UpcomingEvents } from './upcoming-events.tsx';

describe('UpcomingEvents', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first six upcoming events, in the order the server gives them', async () => {
    const events = Array.from({ length: 9 }, (_, i) => makeEvent({ name: `Concert ${i + 1}` }));
    mockApi([{ method: 'GET', path: '/api/events/', answer: () => jsonResponse(200, events) }]);
    renderAt(<UpcomingEvents categoryId={null} />, { path: '/' });

    await screen.findByRole('heading', { name: 'Concert 1' });
    expect(screen.getAllByRole('article').map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Concert 1',
      'Concert 2',
      'Concert 3',
      'Concert 4',
      'Concert 5',
      'Concert 6',
    ]);
  });
});
