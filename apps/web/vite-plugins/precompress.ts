import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing; images and fonts are already compressed. */
const TEXT_ASSET = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

/** Every file path under `dir`, recursively. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `.br` and `.gz` siblings of every text asset under `dir` (maximum compression, done once at
 * build so the server sends them without compressing per request). A sibling that would not be smaller
 * than the original is not written, so the server falls back to the original. Returns the files written.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await listFiles(dir)).filter((file) => TEXT_ASSET.test(file));
  const written: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: (await stat(file)).size,
          },
        }),
        gz(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [suffix, body] of [
        ['.br', br],
        ['.gz', gzipped],
      ] as const) {
        if (body.length >= source.length) continue;
        await writeFile(file + suffix, body);
        written.push(file + suffix);
      }
    }),
  );
  return written.sort();
}

/**
 * Vite build plugin: precompresses the build folder (see `precompressDir`) once every other plugin has
 * closed the bundle, so files written at that point (the service worker) are compressed too.
 */
export function precompress(): Plugin {
  let outDir: string | null = null;
  return {
    name: 'sanza:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (outDir) await precompressDir(outDir);
      },
    },
  };
}
