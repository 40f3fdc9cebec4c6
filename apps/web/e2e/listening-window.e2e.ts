import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Album, AudioRendition, Song } from '@sanza/contracts';
import { playerAudio, watchAudioElements } from './audio-support.ts';

// The player fetches a song a window at a time (never more than 30 s ahead of what is heard), a seek
// outside the window restarts it where it lands, and the next song's first seconds come near the end of the
// one playing, only those, and it starts from them.

test.use({ viewport: { width: 360, height: 740 } });

/** The window's figures (windowed-stream.ts): 30 s ahead at most, the first request 2 s and the WebM header. */
const AHEAD_S = 30;
const FIRST_S = 2;
const HEADER_BYTES = 1_536;

type Detail = Song & { audio_renditions: AudioRendition[] };
type Fetched = { url: string; start: number; end: number; at: number };

/**
 * A demo album and two tracks that follow each other in it with different audio (demo songs may share a
 * source, hence a file), both with their renditions made.
 */
async function albumWithRenditions(
  request: APIRequestContext,
): Promise<{ album: Album; tracks: [Detail, Detail] }> {
  const detail = async (id: number) =>
    (await (await request.get(`/api/streaming/musics/${id}/`)).json()) as Detail;
  const albums = (await (await request.get('/api/streaming/albums/')).json()) as Album[];
  for (const album of albums.filter((a) => a.number_of_songs >= 2)) {
    const listed = (await (
      await request.get(`/api/streaming/albums/${album.reference_id}/tracks/`)
    ).json()) as Song[];
    for (let i = 0; i + 1 < listed.length; i++) {
      const pair = [listed[i]!, listed[i + 1]!];
      // The demo songs get their renditions from a job after the server starts.
      for (const song of pair)
        await expect
          .poll(async () => (await detail(song.id)).audio_renditions.length, { timeout: 90_000 })
          .toBeGreaterThan(0);
      const [first, second] = await Promise.all(pair.map((song) => detail(song.id)));
      if (rendition(first!, 'eco').url !== rendition(second!, 'eco').url)
        return { album, tracks: [first!, second!] };
    }
  }
  throw new Error('aucun album de démonstration à deux titres différents');
}

/** The rendition of `track` at `quality` (Opus for Éco), its URL as a path like the requests below. */
function rendition(track: Detail, quality: 'eco' | 'normal'): AudioRendition {
  const found = track.audio_renditions.find(
    (r) => r.quality === quality && (quality !== 'eco' || r.codec === 'opus'),
  )!;
  return { ...found, url: new URL(found.url, 'http://localhost').pathname };
}

/** Every audio request the page makes, with its byte range (a request without one would be the whole file). */
function watchAudioRequests(page: Page): Fetched[] {
  const fetched: Fetched[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!url.pathname.startsWith('/media/audio/')) return;
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers().range ?? '');
    fetched.push({
      url: url.pathname,
      start: range ? Number(range[1]) : 0,
      end: range?.[2] ? Number(range[2]) : Number.POSITIVE_INFINITY,
      at: Date.now(),
    });
  });
  return fetched;
}

const bytesOf = (fetched: Fetched[], url: string, size: number) =>
  fetched
    .filter((f) => f.url === url)
    .reduce((total, f) => total + Math.min(f.end, size - 1) - f.start + 1, 0);

async function startAlbum(page: Page, album: Album, first: Song, quality: 'eco' | 'normal') {
  await page.addInitScript((q) => localStorage.setItem('sanza.audio-quality', q), quality);
  await page.goto(`/album/${album.reference_id}`);
  await page.getByRole('button', { name: `Lire ${first.title}`, exact: true }).click();
}

test('in Éco a song skipped early costs what was heard and 30 s more; a seek restarts the window; the next song starts from its first seconds, fetched near the end', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { album, tracks } = await albumWithRenditions(request);
  const [one, two] = [rendition(tracks[0], 'eco'), rendition(tracks[1], 'eco')];
  expect(one.url).toMatch(/\.webm$/);
  await watchAudioElements(page);
  const fetched = watchAudioRequests(page);
  const audio = playerAudio(page);
  await startAlbum(page, album, tracks[0], 'eco');
  const bar = page.getByRole('region', { name: 'Lecteur audio' });
  await expect(bar.getByTestId('player-title')).toHaveText(tracks[0].title);
  await expect
    .poll(async () => (await audio.read())?.currentTime ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(3);
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  // Whatever was on its way arrives.
  await page.waitForTimeout(1500);
  const heard = (await audio.read())!.currentTime;

  // Every request asked for a range; together, no more than what was heard and 30 s ahead.
  const perSecond = one.size_bytes / tracks[0].duration;
  expect(fetched.filter((f) => f.url === one.url).every((f) => Number.isFinite(f.end))).toBe(true);
  const paid = bytesOf(fetched, one.url, one.size_bytes);
  expect(paid).toBeLessThanOrEqual((heard + AHEAD_S) * perSecond + HEADER_BYTES);
  expect(paid).toBeLessThan(one.size_bytes);
  // Nothing of the next song yet: it is not near its turn.
  expect(fetched.filter((f) => f.url === two.url)).toEqual([]);

  // A seek past what is held (8 s from the end of a song of 45 s or more): the window restarts at the cluster
  // before that point (read from the cues), not at 0.
  const target = tracks[0].duration - 8;
  expect(target).toBeGreaterThan(heard + AHEAD_S);
  const beforeSeek = fetched.length;
  await audio.set({ currentTime: target });
  await bar.getByRole('button', { name: 'Lecture', exact: true }).click();
  await expect
    .poll(async () => (await audio.read())?.currentTime ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(target + 0.5);
  // First the cues, at the end of the file, then the cluster: past what was fetched, before 40 s of audio
  // (an Opus file's first seconds can be denser or lighter than its average).
  const [cues, restart] = fetched.slice(beforeSeek).filter((f) => f.url === one.url);
  expect(cues!.start).toBeGreaterThan(0.9 * one.size_bytes);
  expect(cues!.end).toBe(one.size_bytes - 1);
  expect(restart!.start).toBeGreaterThan(paid);
  expect(restart!.start).toBeLessThan(cues!.start);
  expect(restart!.start).toBeLessThan((target + 5) * perSecond);

  // Less than 20 s from the end: the next song's first 2 s (and header) are fetched, only those, before its turn.
  await expect.poll(() => fetched.filter((f) => f.url === two.url).length, { timeout: 20_000 }).toBe(1);
  const ahead = fetched.find((f) => f.url === two.url)!;
  expect(ahead.start).toBe(0);
  expect(ahead.end + 1).toBeLessThanOrEqual(
    Math.ceil((FIRST_S * two.size_bytes) / tracks[1].duration) + HEADER_BYTES,
  );
  expect(await bar.getByTestId('player-title').textContent()).toBe(tracks[0].title);

  // The first song ends, the next one plays from the bytes fetched ahead: its start is not asked again.
  await audio.set({ currentTime: tracks[0].duration - 1 });
  await expect(bar.getByTestId('player-title')).toHaveText(tracks[1].title, { timeout: 20_000 });
  await expect
    .poll(async () => (await audio.read())?.currentTime ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  expect(fetched.filter((f) => f.url === two.url && f.start === 0)).toHaveLength(1);
});

test('in Normal (MP3) a seek restarts the window at the byte of that second, and plays from there', async ({
  page,
  request,
}) => {
  const { album, tracks } = await albumWithRenditions(request);
  const normal = rendition(tracks[0], 'normal');
  await watchAudioElements(page);
  const fetched = watchAudioRequests(page);
  const audio = playerAudio(page);
  await startAlbum(page, album, tracks[0], 'normal');
  await expect
    .poll(async () => (await audio.read())?.currentTime ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(1);
  expect(fetched.filter((f) => f.url === normal.url).every((f) => Number.isFinite(f.end))).toBe(true);

  const target = tracks[0].duration - 8;
  const beforeSeek = fetched.length;
  await audio.set({ currentTime: target });
  await expect
    .poll(async () => (await audio.read())?.currentTime ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(target + 0.5);
  const restart = fetched.slice(beforeSeek).find((f) => f.url === normal.url)!;
  const expected = (target / tracks[0].duration) * normal.size_bytes;
  expect(Math.abs(restart.start - expected)).toBeLessThan(normal.size_bytes / 100);
  expect((await audio.read())!.paused).toBe(false);
});
