// Benchmark: listening on a slow phone. Builds the web app, serves it with the real server, uploads a generated
// 4-minute song through the studio (processed into its renditions), and plays it in Chromium throttled like a
// low-end phone on a poor link (400 kbit/s down, 400 ms round trip, CPU ×4). For each quality, prints the time
// from « Écouter » to sound on a first visit and on a repeat visit, and the audio bytes fetched after 10 s of
// listening then a pause, against the file's size and the bound (what was heard + 30 s ahead). Asserts nothing.
// BENCH_QUALITIES=eco,normal picks qualities; BENCH_WEB_DIST=dir uses an existing build.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { ffmpegBinary } from '../apps/api/src/lib/audio.ts';
import { createTokenSigner } from '../apps/api/src/lib/jwt.ts';
import { createUser } from '../apps/api/src/test/factories.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltSite } from './support/built-site.ts';

const SONG_SECONDS = 240;
const HEARD_S = 10;
const QUALITIES = (process.env.BENCH_QUALITIES ?? 'eco,normal,high').split(',');
/** The phone: Chrome DevTools' throttling, as the issue measured it. */
const NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};
const CPU_SLOWDOWN = 4;

type Rendition = { quality: string; codec: string; url: string; size_bytes: number };

/** A 4-minute piece with some life in it (chords that change, a beat, noise), made by the shipped ffmpeg. */
function fourMinuteSong(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'sanza-bench-song-'));
  try {
    const out = join(dir, 'song.wav');
    // Commas inside a filter's expression are escaped (they separate filters otherwise).
    const tones =
      '0.2*sin(2*PI*(220+55*floor(mod(t\\,8)/2))*t)+0.15*sin(2*PI*(330+44*floor(mod(t\\,6)/3))*t)';
    const beat = '0.3*sin(2*PI*60*t)*exp(-12*mod(t\\,0.5))';
    execFileSync(ffmpegBinary(process.env.FFMPEG_PATH), [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `aevalsrc=${tones}+${beat}|${tones}-${beat}:s=44100:d=${SONG_SECONDS}`],
      ...['-f', 'lavfi', '-i', `anoisesrc=d=${SONG_SECONDS}:c=pink:r=44100:a=0.03`],
      ...['-filter_complex', '[0][1]amix=inputs=2', '-ac', '2', '-ar', '44100', '-c:a', 'pcm_s16le'],
      out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The bench signs its artist's token itself: the server gets a secret the bench knows.
process.env.JWT_SECRET ??= 'bench-listening-secret-of-at-least-32-characters';
const site = await startBuiltSite();
const { app } = site;

/** Uploads the song as a new artist, as the studio does (tus), and processes it; answers its detail. */
async function uploadSong(): Promise<{ id: number; reference_id: string; audio_renditions: Rendition[] }> {
  const user = await createUser(app.database.db, { roles: ['artist'] });
  const signer = createTokenSigner(process.env.JWT_SECRET!);
  const auth = { authorization: `Bearer ${await signer.signAccess(user.id)}` };
  const tus = { ...auth, 'tus-resumable': '1.0.0' };
  await app.inject({ method: 'POST', url: '/api/studio/artist/', payload: { name: 'Banc' }, headers: auth });
  const bytes = fourMinuteSong();
  const created = await app.inject({
    method: 'POST',
    url: '/api/studio/uploads/',
    headers: {
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': `title ${Buffer.from('Quatre minutes').toString('base64')}`,
    },
  });
  const done = await app.inject({
    method: 'PATCH',
    url: created.headers.location as string,
    payload: bytes,
    headers: { ...tus, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
  });
  if (done.statusCode !== 202) throw new Error(`upload: ${done.statusCode} ${done.body}`);
  if ((await app.songPipeline.processDue()) !== 1) throw new Error("le morceau n'a pas été traité");
  const state = await app.inject({
    method: 'GET',
    url: `/api/studio/songs/${done.json().id}/`,
    headers: auth,
  });
  const detail = await app.inject({ method: 'GET', url: `/api/streaming/musics/${state.json().song_id}/` });
  return detail.json();
}

const song = await uploadSong();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Records, in the page, when « Écouter » was pressed and when the player's audio first moved. */
const PROBE = `
  window.__listen = { clickAt: 0, soundAt: 0, audio: null };
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    const probe = window.__listen;
    if (probe.audio !== this) {
      probe.audio = this;
      this.addEventListener('timeupdate', () => {
        if (!probe.soundAt && probe.clickAt && this.currentTime > 0 && !this.paused) probe.soundAt = performance.now();
      });
    }
    return play.call(this);
  };
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.textContent.trim() === 'Écouter') window.__listen.clickAt = performance.now();
  }, true);
`;

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Opens the song page, presses « Écouter »; answers the milliseconds to sound. */
async function firstSound(page: Page): Promise<number> {
  await page.goto(`${site.url}/musics/${song.reference_id}`, { waitUntil: 'load' });
  site.take();
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Écouter', exact: true }).click();
  await page.waitForFunction(
    () => (window as unknown as { __listen: { soundAt: number } }).__listen.soundAt > 0,
    null,
    {
      timeout: 60_000,
      polling: 50,
    },
  );
  const ms = await page.evaluate(() => {
    const probe = (window as unknown as { __listen: { soundAt: number; clickAt: number } }).__listen;
    return probe.soundAt - probe.clickAt;
  });
  // Each response the server finished between the press and the sound (the timeline of the start).
  if (process.env.BENCH_VERBOSE === '1')
    for (const t of site.take())
      console.log(`    +${t.at - clickedAt} ms  ${(t.bytes / 1000).toFixed(1)} kB  ${t.url}`);
  return ms;
}

const audioBytes = () =>
  site
    .take()
    .filter((t) => t.url.startsWith('/media/audio/'))
    .reduce((total, t) => total + t.bytes, 0);

async function measure(quality: string) {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addInitScript(`localStorage.setItem('sanza.audio-quality', '${quality}');${PROBE}`);
  const page = await context.newPage();
  await throttle(page);
  site.take();
  const first = await firstSound(page);
  await page.waitForFunction(
    (heard) =>
      ((window as unknown as { __listen: { audio: HTMLAudioElement } }).__listen.audio?.currentTime ?? 0) >=
      heard,
    HEARD_S,
    { timeout: 120_000, polling: 100 },
  );
  await page.evaluate(() =>
    (window as unknown as { __listen: { audio: HTMLAudioElement } }).__listen.audio.pause(),
  );
  // What was already on its way arrives.
  await page.waitForTimeout(4000);
  const played = await page.evaluate(() => {
    const audio = (window as unknown as { __listen: { audio: HTMLAudioElement } }).__listen.audio;
    return { src: audio.currentSrc, at: audio.currentTime };
  });
  const bytes = audioBytes();
  const repeat = await firstSound(page);
  await context.close();
  return { first, repeat, bytes, played };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
console.log(
  `Morceau de ${SONG_SECONDS} s, ${(NETWORK.downloadThroughput * 8) / 1000} kbit/s, ${NETWORK.latency} ms, CPU ×${CPU_SLOWDOWN}`,
);
console.log(
  'qualité  fichier         1er son (1re visite)  1er son (visite suivante)  octets après 10 s + pause  borne (10 s + 30 s)',
);
for (const quality of QUALITIES) {
  const rendition = song.audio_renditions.find(
    (r) => r.quality === quality && (quality !== 'eco' || r.codec === 'opus'),
  )!;
  const result = await measure(quality);
  const bound = (rendition.size_bytes * (HEARD_S + 30)) / SONG_SECONDS;
  console.log(
    [
      quality.padEnd(8),
      `${rendition.codec} ${kB(rendition.size_bytes)}`.padEnd(15),
      `${(result.first / 1000).toFixed(2)} s`.padEnd(21),
      `${(result.repeat / 1000).toFixed(2)} s`.padEnd(26),
      `${kB(result.bytes)} (${((100 * result.bytes) / rendition.size_bytes).toFixed(0)} %)`.padEnd(26),
      kB(bound),
    ].join(' '),
  );
  if (process.env.BENCH_VERBOSE === '1')
    console.log(`         ${result.played.src} arrêté à ${result.played.at.toFixed(1)} s`);
}

await browser.close();
await site.close();
