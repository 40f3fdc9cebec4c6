import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { studioMusicMessages as M } from '@sanza/contracts';
import { parseBuffer } from 'music-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { songs, songUploads } from '../../db/schema.ts';
import { ffmpegBinary } from '../../lib/audio.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest, type TestContext } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { PARTIAL_DIR } from './song-pipeline.resumable-uploads.ts';

const START = new Date('2026-11-25T10:00:00Z');
const clock = fixedClock(START);
const TUS = { 'tus-resumable': '1.0.0' };
const BOUNDARY = '----sanzaformats';

/**
 * Real audio in containers the studio refuses, made with the shipped ffmpeg (a 440 Hz sine of 3 s): what
 * music-metadata reads from each (container, codec) is checked before the upload, so the refusal is the
 * container's, not broken bytes'.
 */
const REFUSED = [
  {
    label: 'AIFF (PCM)',
    ext: 'aiff',
    codec: ['-ar', '8000', '-c:a', 'pcm_s16be'],
    container: 'AIFF',
    reads: 'PCM',
  },
  {
    label: 'WebM (Opus)',
    ext: 'webm',
    codec: ['-ar', '48000', '-c:a', 'libopus', '-b:a', '24k'],
    container: 'EBML/webm',
    reads: 'OPUS',
  },
  {
    label: 'WebM (Vorbis)',
    ext: 'webm',
    codec: ['-ar', '8000', '-c:a', 'libvorbis'],
    container: 'EBML/webm',
    reads: 'VORBIS',
  },
  {
    label: 'WMA (ASF, wmav2)',
    ext: 'wma',
    codec: ['-ar', '8000', '-c:a', 'wmav2', '-b:a', '32k'],
    container: 'ASF/audio',
    reads: 'Windows Media Audio V8',
  },
] as const;
type Refused = (typeof REFUSED)[number];

function encode(format: Refused): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'sanza-formats-'));
  try {
    const out = join(dir, `sine.${format.ext}`);
    execFileSync(ffmpegBinary(process.env.FFMPEG_PATH), [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-ac', '1'],
      ...format.codec,
      out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const bytes = new Map<string, Buffer>();
beforeAll(() => {
  for (const format of REFUSED) bytes.set(format.label, encode(format));
});

/** An Upload-Metadata header: `key base64(value)` pairs. */
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** A multipart body: a title, then the file. */
function multipartBody(title: string, file: Buffer, name: string) {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** Files kept by uploads: received songs and partial tus uploads (data and sidecar). */
function keptFiles(ctx: TestContext): string[] {
  const list = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
  const uploads = join(ctx.config.mediaDir, '.uploads');
  return [
    ...list(uploads).filter((name) => name !== 'partial'),
    ...list(join(ctx.config.mediaDir, PARTIAL_DIR)),
  ];
}

describe('the refused-container fixtures', () => {
  it.each(REFUSED)(
    'music-metadata reads the $label fixture as container $container, codec $reads, 3 s long',
    async (format) => {
      const { format: read } = await parseBuffer(bytes.get(format.label)!, undefined, { duration: true });
      expect([read.container, read.codec]).toEqual([format.container, format.reads]);
      expect(read.duration).toBeCloseTo(3, 1);
    },
    60_000,
  );
});

describe('songs in a container outside the allow-list (real audio)', () => {
  const ctx = appPerTest({ clock, start: START });

  /** An artist account with its profile. */
  async function artist() {
    const user = await createUser(ctx.database.db, { roles: ['artist'] });
    const auth = { authorization: `Bearer ${await accessTokenFor(user.id, clock.now())}` };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/studio/artist/',
      payload: { name: 'Fally Test' },
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    return auth;
  }

  /** Nothing of the refused upload is left: no upload row, no song, no file, nothing for the song job. */
  async function expectNothingKept() {
    expect(keptFiles(ctx)).toEqual([]);
    expect(await ctx.database.db.select().from(songUploads)).toEqual([]);
    expect(await ctx.app.songPipeline.processDue()).toBe(0);
    expect(await ctx.database.db.select().from(songs)).toEqual([]);
  }

  it.each(REFUSED)(
    'refuses $label at the last tus byte with 400 {file: [songFileType]} (French), leaving no upload row, song, file, tus upload or work for the song job',
    async (format) => {
      const auth = await artist();
      const file = bytes.get(format.label)!;
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/studio/uploads/',
        headers: {
          ...auth,
          ...TUS,
          'upload-length': String(file.length),
          'upload-metadata': metadata({ title: format.label, filename: `son.${format.ext}` }),
        },
      });
      expect(created.statusCode).toBe(201);
      const url = created.headers.location as string;
      const res = await ctx.app.inject({
        method: 'PATCH',
        url,
        payload: file,
        headers: {
          ...auth,
          ...TUS,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': '0',
        },
      });
      expect([res.statusCode, res.json()]).toEqual([400, { file: [M.songFileType] }]);
      expect(M.songFileType).toBe(
        "Ce fichier n'est pas un fichier audio pris en charge (MP3, AAC/M4A, OGG/Opus, FLAC ou WAV)",
      );
      expect((await ctx.app.inject({ method: 'HEAD', url, headers: { ...auth, ...TUS } })).statusCode).toBe(
        404,
      );
      await expectNothingKept();
    },
    60_000,
  );

  it.each(REFUSED)(
    'refuses $label sent to POST /api/studio/songs/ with 400 {file: [songFileType]} (French), leaving no upload row, song, file or work for the song job',
    async (format) => {
      const auth = await artist();
      const body = multipartBody(format.label, bytes.get(format.label)!, `son.${format.ext}`);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/studio/songs/',
        payload: body,
        headers: {
          ...auth,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(body.length),
        },
      });
      expect([res.statusCode, res.json()]).toEqual([400, { file: [M.songFileType] }]);
      await expectNothingKept();
    },
    60_000,
  );
});
