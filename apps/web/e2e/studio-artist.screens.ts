import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { StudioAlbum, StudioArtist } from '@sanza/contracts';
import { portraitPng, signInThroughUi } from './accounts-support.ts';
import { toneMp3 } from './audio-support.ts';
import { SIZES, shoot } from './screens-support.ts';
import { SECOND_ARTIST_ACCOUNT } from './studio-accounts.ts';
import { callApi } from './support.ts';

// Screenshots of the artist's studio pages (profile, songs, albums, stats) for review and the docs. Not a check:
// only taken on request, `SCREENSHOTS=1 node scripts/run-e2e.mjs studio-artist.screens.ts`.

/** The signed-in page's credentials, for multipart calls made from the test. */
async function bearer(page: Page): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access'))}` };
}

/** Uploads a song through `POST /api/studio/songs/` and waits until it is ready; answers its song id. */
async function uploadReadySong(page: Page, request: APIRequestContext, title: string, frequency: number) {
  const headers = await bearer(page);
  const sent = await request.post('/api/studio/songs/', {
    headers,
    multipart: {
      file: { name: `${title}.mp3`, mimeType: 'audio/mpeg', buffer: toneMp3({ seconds: 4, frequency }) },
      title,
    },
  });
  expect(sent.status()).toBe(202);
  const { id } = (await sent.json()) as { id: number };
  let songId: number | null = null;
  await expect
    .poll(
      async () => {
        const upload = (await (await request.get(`/api/studio/songs/${id}/`, { headers })).json()) as {
          status: string;
          song_id: number | null;
        };
        songId = upload.song_id;
        return upload.status;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe('ready');
  return songId as unknown as number;
}

/** An image sent to an upload route of the studio. */
async function sendImage(page: Page, request: APIRequestContext, path: string, size: number) {
  const response = await request.post(path, {
    headers: await bearer(page),
    multipart: { file: { name: 'image.png', mimeType: 'image/png', buffer: portraitPng(size) } },
  });
  expect(response.ok()).toBe(true);
}

/** The date `days` from now in the platform's time zone, as `YYYY-MM-DD`. */
function dayFromNow(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Douala',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

test('artist studio pages @screens', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: SIZES[0]!.width, height: SIZES[0]!.height });
  await signInThroughUi(page, SECOND_ARTIST_ACCOUNT, `/login?next=${encodeURIComponent('/studio/artist')}`);
  await expect(page).toHaveURL('/studio/artist');
  await expect(page.getByText("Créez d'abord votre profil d'artiste")).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await shoot(page, `studio-artist-new-${size.suffix}`);
  }

  // A profile with its photo, three published songs (two streamed and liked), two albums (one scheduled).
  await callApi<StudioArtist>(page, 'POST', '/api/studio/artist/', {
    name: 'Les Étoiles de Poto-Poto',
    bio: 'Orchestre de rumba et de soukous né à Poto-Poto, Brazzaville. Guitares qui pleurent, chœurs à trois voix et sebene jusqu’au petit matin.',
    country: 'Congo',
    genres: ['Rumba', 'Soukous'],
  });
  await sendImage(page, request, '/api/studio/artist/photo/', 320);
  const songs = [
    await uploadReadySong(page, request, 'Mwana Mboka', 440),
    await uploadReadySong(page, request, 'Sebene ya Poto-Poto', 523),
    await uploadReadySong(page, request, 'Nzela ya Likolo', 659),
  ];
  for (const [i, music_id] of songs.slice(0, 2).entries()) {
    // Heard whole (4 s) a few minutes apart: one listener hears one song at a time.
    await callApi(page, 'POST', '/api/streaming/streams/', {
      music_id,
      client_play_id: crypto.randomUUID(),
      listened_seconds: 4,
      played_at: new Date(Date.now() - (i + 1) * 120_000).toISOString(),
    });
    await callApi(page, 'POST', `/api/streaming/music/${music_id}/like/`);
  }
  const released = await callApi<StudioAlbum>(page, 'POST', '/api/studio/albums/', {
    title: 'Rumba ya Mboka',
    release_date: dayFromNow(-20),
    description: 'Nos classiques.',
  });
  await callApi(page, 'PATCH', `/api/studio/albums/${released.id}/`, { tracks: [songs[1], songs[0]] });
  await sendImage(page, request, `/api/studio/albums/${released.id}/cover/`, 320);
  await callApi(page, 'POST', '/api/studio/albums/', {
    title: 'Nouvelle ère',
    release_date: dayFromNow(45),
    description: 'Le prochain album.',
  });

  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });

    await page.goto('/studio/artist');
    await expect(page.getByRole('img', { name: 'Photo de Les Étoiles de Poto-Poto' })).toBeVisible();
    await shoot(page, `studio-artist-profile-${size.suffix}`, { full: 'phone', waitForImages: true });

    await page.goto('/studio/songs');
    await expect(page.getByText('Publiée')).toHaveCount(3);
    await shoot(page, `studio-artist-songs-${size.suffix}`, { full: 'phone' });

    await page.goto('/studio/albums');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Rumba ya Mboka' }) });
    await card.getByRole('button', { name: 'Modifier' }).click();
    await expect(card.getByRole('list', { name: 'Titres' }).getByRole('listitem')).toHaveCount(2);
    await shoot(page, `studio-artist-albums-${size.suffix}`, { full: 'always', waitForImages: 'eager' });

    await page.goto('/studio/stats');
    await expect(page.getByRole('figure', { name: /Écoutes par jour/ })).toBeVisible();
    await shoot(page, `studio-artist-stats-${size.suffix}`, { full: 'phone' });
  }
});
