// @vitest-environment jsdom
import '../../../../test/dom.ts';
import type { StudioArtistStats } from '@sanza/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderAt } from '../../../../test/auth.tsx';
import { StatsView } from './stats-view.tsx';

const ARTIST = { id: 4, reference_id: 'a', name: 'A', bio: '', country: '', genres: [], photo: null };

function makeStats(): StudioArtistStats {
  const days = Array.from({ length: 30 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10),
    streams: i === 29 ? 40 : i === 10 ? 20 : 0,
  }));
  return {
    streams_per_day: days,
    streams: 1500,
    likes: 12,
    subscribers: 3,
    top_songs: [
      { id: 1, title: 'Liputa', plays: 1000, likes: 10 },
      { id: 2, title: 'Mokili', plays: 500, likes: 2 },
    ],
  };
}

describe('artist stats page', () => {
  it('shows the totals, a bar per day with an accessible table, and the top songs', async () => {
    mockApi([
      { method: 'GET', path: '/api/studio/artist/', answer: () => jsonResponse(200, ARTIST) },
      { method: 'GET', path: '/api/studio/artist/stats/', answer: () => jsonResponse(200, makeStats()) },
    ]);
    renderAt(<StatsView />);

    expect(await screen.findByText('1 500')).toBeInTheDocument();
    const totals = screen.getByText('Écoutes', { selector: 'dt' }).closest('dl')!;
    expect(within(totals).getByText("J'aime").nextSibling).toHaveTextContent('12');
    expect(within(totals).getByText('Abonnés').nextSibling).toHaveTextContent('3');

    const chart = screen.getByRole('figure', { name: 'Écoutes par jour, 30 derniers jours' });
    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      'Écoutes par jour, 30 derniers jours. 60 écoutes en tout ; meilleur jour : 25/11 (40).',
    );
    const bars = within(chart).getAllByTestId('streams-bar');
    expect(bars).toHaveLength(30);
    expect(Number(bars[29]!.getAttribute('height'))).toBe(2 * Number(bars[10]!.getAttribute('height')));
    expect(Number(bars[0]!.getAttribute('height'))).toBe(0);
    const table = within(chart).getByRole('table', { name: 'Écoutes par jour, 30 derniers jours' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[30]).toHaveTextContent('25/1140');

    const top = screen.getByRole('region', { name: 'Chansons les plus écoutées' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(["1LiputaÉcoutes : 1\u00a0000J'aime : 10", "2MokiliÉcoutes : 500J'aime : 2"]);
  });

  it('says so when there was no stream', async () => {
    const empty = { ...makeStats(), top_songs: [] };
    empty.streams_per_day = empty.streams_per_day.map((d) => ({ ...d, streams: 0 }));
    mockApi([
      { method: 'GET', path: '/api/studio/artist/', answer: () => jsonResponse(200, ARTIST) },
      { method: 'GET', path: '/api/studio/artist/stats/', answer: () => jsonResponse(200, empty) },
    ]);
    renderAt(<StatsView />);
    expect(await screen.findByText('Aucune écoute sur la période.')).toBeInTheDocument();
    expect(screen.getByText('Vos chansons les plus écoutées apparaîtront ici.')).toBeInTheDocument();
  });
});
