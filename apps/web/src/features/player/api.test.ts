// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_SONGS_PAGE_SIZE, deliveryAfterFailure, fetchAllSongs, postStream } from './api.ts';

const play = {
  music_id: 4,
  client_play_id: '00000000-0000-4000-8000-000000000004',
  listened_seconds: 30,
  played_at: '2026-05-02T14:03:22+01:00',
};

function signIn() {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  window.localStorage.setItem('access', `${encode({ alg: 'HS256' })}.${encode({ exp: 4_000_000_000 })}.s`);
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('sending a play', () => {
  it('posts the play with the bearer; 201 (counted) and 200 (counted before) are both done', async () => {
    signIn();
    for (const status of [201, 200]) {
      const fetch = vi.fn(async () => Response.json({ counted: status === 201, play_count: 3 }, { status }));
      vi.stubGlobal('fetch', fetch);
      expect(await postStream(play)).toBe('done');
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/streaming/streams/');
      expect(JSON.parse(init.body as string)).toEqual(play);
      expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    }
  });

  it('keeps the play without a network, and sends nothing signed out', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await postStream(play)).toBe('keep');
    window.localStorage.clear();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await postStream(play)).toBe('keep');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('drops a play the server refuses for good (400), keeps it on 401, busy or failing servers', () => {
    expect(deliveryAfterFailure(400)).toBe('drop');
    expect(deliveryAfterFailure(404)).toBe('drop');
    expect(deliveryAfterFailure(0)).toBe('keep');
    expect(deliveryAfterFailure(401)).toBe('keep');
    expect(deliveryAfterFailure(429)).toBe('keep');
    expect(deliveryAfterFailure(503)).toBe('keep');
  });
});

describe('all songs', () => {
  it('reads every page of the catalogue: 101 songs make two pages of 100, all in the queue, in order', async () => {
    const songs = Array.from({ length: 101 }, (_, i) => ({ id: 101 - i, title: `Titre ${101 - i}` }));
    const fetch = vi.fn(async (url: string) => {
      const query = new URL(url, 'http://localhost').searchParams;
      const page = Number(query.get('page'));
      const size = Number(query.get('page_size'));
      return Response.json({
        count: songs.length,
        next: page * size < songs.length ? `http://localhost/api/streaming/musics/?page=${page + 1}` : null,
        previous: null,
        results: songs.slice((page - 1) * size, page * size),
      });
    });
    vi.stubGlobal('fetch', fetch);
    const all = await fetchAllSongs();
    expect(all.map((s) => s.id)).toEqual(songs.map((s) => s.id));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      `/api/streaming/musics/?page=1&page_size=${ALL_SONGS_PAGE_SIZE}`,
      `/api/streaming/musics/?page=2&page_size=${ALL_SONGS_PAGE_SIZE}`,
    ]);
  });

  it('keeps a song once when one shifts onto the next page while paging', async () => {
    const pages = [
      { count: 102, results: Array.from({ length: 100 }, (_, i) => ({ id: 200 - i })) },
      { count: 102, results: [{ id: 101 }, { id: 100 }, { id: 99 }] },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
        return Response.json({ next: null, previous: null, ...pages[page - 1] });
      }),
    );
    const all = await fetchAllSongs();
    expect(all).toHaveLength(102);
    expect(new Set(all.map((s) => s.id)).size).toBe(102);
  });
});
