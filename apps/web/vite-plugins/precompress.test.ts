import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sanza-precompress-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes .br and .gz siblings that decompress to the original text asset', async () => {
    await mkdir(join(dir, 'assets'));
    const js = 'export const greeting = "bonjour";\n'.repeat(200);
    await writeFile(join(dir, 'assets', 'index-abc123.js'), js);

    await precompressDir(dir);

    const br = await readFile(join(dir, 'assets', 'index-abc123.js.br'));
    const gz = await readFile(join(dir, 'assets', 'index-abc123.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(gunzipSync(gz).toString()).toBe(js);
    expect(br.length).toBeLessThan(js.length);
  });

  it('leaves binary assets alone and skips siblings that would not be smaller', async () => {
    await writeFile(join(dir, 'cover.png'), Buffer.alloc(4000, 7));
    await writeFile(join(dir, 'tiny.css'), 'a{}');

    const written = await precompressDir(dir);

    expect(written).toEqual([]);
    expect((await readdir(dir)).sort()).toEqual(['cover.png', 'tiny.css']);
  });
});
