import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR, SETTING_NAMES } from './config.ts';

/** Where a reader looks for the settings, and how each of those files names one setting a line. */
const LISTS = [
  // `# NAME=value   # what it does`: a line to uncomment.
  { path: '.env.example', pattern: /^#\s?([A-Z][A-Z0-9_]*)=/ },
  // `| `NAME` | default | role |`: one setting a row, its name alone in the first cell.
  { path: 'docs/settings.md', pattern: /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/ },
];

/** The setting names a file lists, in order. */
function listedNames(path: string, pattern: RegExp): string[] {
  const text = readFileSync(resolve(ROOT_DIR, path), 'utf8');
  return text.split('\n').flatMap((line) => pattern.exec(line)?.[1] ?? []);
}

describe('the settings listed for readers', () => {
  it.each(LISTS)('$path lists each setting the schema reads once, and no other', ({ path, pattern }) => {
    const listed = listedNames(path, pattern);
    expect({
      missing: SETTING_NAMES.filter((name) => !listed.includes(name)),
      unknown: listed.filter((name) => !SETTING_NAMES.includes(name)),
      repeated: listed.filter((name, i) => listed.indexOf(name) !== i),
    }).toEqual({ missing: [], unknown: [], repeated: [] });
  });
});
