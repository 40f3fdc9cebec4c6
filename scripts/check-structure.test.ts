import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM script without types
import { checkTree, importsOf, violation } from './check-structure.mjs';

/** The problems the check finds in a tree made of `files` (path → text). */
function problemsOf(files: Record<string, string>): string[] {
  const root = mkdtempSync(join(tmpdir(), 'sanza-structure-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return checkTree(root).problems;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('structure rules', () => {
  it('finds static, dynamic and re-export imports', () => {
    const text = `import a from './a';\nexport { b } from "../b";\nconst c = import('./c');\nimport './d.css';`;
    expect(importsOf(text)).toEqual(['./a', '../b', './c', './d.css']);
  });

  it('lets routes use features, and features use ui and lib', () => {
    expect(violation('apps/web/src/routes/home.tsx', 'apps/web/src/features/events/queries.ts')).toBeNull();
    expect(
      violation('apps/web/src/features/events/components/card.tsx', 'apps/web/src/lib/format.ts'),
    ).toBeNull();
  });

  it('refuses imports that flow back up', () => {
    expect(violation('apps/web/src/lib/format.ts', 'apps/web/src/features/events/queries.ts')).toMatch(/lib/);
    expect(violation('apps/web/src/components/ui/button.tsx', 'apps/web/src/routes/home.tsx')).toMatch(/ui/);
    expect(violation('apps/api/src/lib/errors.ts', 'apps/api/src/features/events/events.service.ts')).toMatch(
      /lib/,
    );
  });

  it("refuses a feature reaching into another feature's internals", () => {
    expect(
      violation('apps/api/src/features/tracking/x.ts', 'apps/api/src/features/events/events.repository.ts'),
    ).toMatch(/reaches into/);
    expect(
      violation('apps/api/src/features/tracking/x.ts', 'apps/api/src/features/events/events.service.ts'),
    ).toBeNull();
    expect(violation('apps/web/src/features/auth/x.ts', 'apps/web/src/features/events/api.ts')).toMatch(
      /reaches into/,
    );
    // A feature's paths are public: another feature links to its pages (the door to the gate sale).
    expect(
      violation('apps/web/src/features/door/x.tsx', 'apps/web/src/features/events/studio/paths.ts'),
    ).toBeNull();
  });

  it("gives a feature's studio part the public face of the feature: queries, paths, components", () => {
    expect(
      violation('apps/web/src/features/door/x.tsx', 'apps/web/src/features/events/studio/queries.ts'),
    ).toBeNull();
    expect(
      violation('apps/web/src/features/door/x.tsx', 'apps/web/src/features/events/studio/components/a.tsx'),
    ).toBeNull();
    expect(
      violation('apps/web/src/features/door/x.tsx', 'apps/web/src/features/events/studio/api.ts'),
    ).toMatch(/reaches into events\/studio\/api.ts/);
  });

  it('refuses the web features named by audience: the studio lives in each domain feature', () => {
    expect(
      problemsOf({
        'apps/web/src/features/staff/components/users.tsx': 'export const U = () => null;\n',
        'apps/web/src/features/studio-events/api.ts': 'export const a = 1;\n',
        'apps/web/src/features/song-upload/rules.ts': 'export const r = 1;\n',
        'apps/web/src/features/events/studio/api.ts': 'export const a = 1;\n',
        'apps/web/src/features/studio/components/role-gate.tsx': 'export const RoleGate = () => null;\n',
      }),
    ).toEqual([
      'apps/web/src/features/song-upload/rules.ts: features/song-upload is not a feature: studio code lives in features/<domain>/studio/',
      'apps/web/src/features/staff/components/users.tsx: features/staff is not a feature: studio code lives in features/<domain>/studio/',
      'apps/web/src/features/studio-events/api.ts: features/studio-events is not a feature: studio code lives in features/<domain>/studio/',
    ]);
  });

  it("lets only a feature's studio part use the studio shell, and the shell use no studio part", () => {
    const gate = 'apps/web/src/features/studio/components/role-gate.tsx';
    expect(violation('apps/web/src/features/music/studio/components/songs.tsx', gate)).toBeNull();
    expect(violation('apps/web/src/features/music/components/player-bar.tsx', gate)).toMatch(
      /music uses the studio shell outside its studio\/ part/,
    );
    expect(
      violation(
        'apps/web/src/features/studio/components/studio-home.tsx',
        'apps/web/src/features/music/studio/components/songs.tsx',
      ),
    ).toMatch(/the studio shell must not import music\/studio\/components\/songs.tsx/);
    expect(
      violation(
        'apps/web/src/features/studio/components/studio-home.tsx',
        'apps/web/src/features/auth/queries.ts',
      ),
    ).toBeNull();
  });

  it("keeps a feature's studio part out of its public pages, not the other way round", () => {
    expect(
      violation(
        'apps/web/src/features/events/components/event-card.tsx',
        'apps/web/src/features/events/studio/components/status-badge.tsx',
      ),
    ).toMatch(/the public part of events must not import its studio part/);
    expect(
      violation(
        'apps/web/src/features/events/studio/components/event-form.tsx',
        'apps/web/src/features/events/queries.ts',
      ),
    ).toBeNull();
  });

  it('keeps the apps apart and the contracts independent', () => {
    expect(violation('apps/web/src/lib/x.ts', 'apps/api/src/app.ts')).toMatch(/web must not import from api/);
    expect(violation('packages/contracts/src/x.ts', 'apps/api/src/app.ts')).toMatch(/contracts/);
  });

  it('refuses a file in a layer nobody listed, even one that imports nothing', () => {
    expect(
      problemsOf({
        'apps/api/src/jobs.ts': 'export const x = 1;\n',
        'apps/web/src/components/cards/card.tsx': 'export const Card = () => null;\n',
        'apps/web/src/widgets/w.ts': "import { x } from '@/lib/x';\n",
        'apps/web/src/lib/x.ts': 'export const x = 1;\n',
      }),
    ).toEqual([
      'apps/api/src/jobs.ts: jobs.ts is not a listed layer of api',
      'apps/web/src/components/cards/card.tsx: components/cards is not a listed layer of web',
      'apps/web/src/widgets/w.ts: widgets is not a listed layer of web',
    ]);
  });

  it('checks the top-level files of each app: server, app, config, cli, main', () => {
    expect(
      problemsOf({
        'apps/api/src/server.ts': "import { s } from './features/x/x.service.ts';\n",
        'apps/api/src/config.ts': "import { db } from './db/client.ts';\n",
        'apps/api/src/cli/run.ts': "import { buildApp } from '../app.ts';\n",
        'apps/web/src/main.tsx': "import { Page } from './routes/page.tsx';\n",
        'apps/api/src/app.ts':
          "import { s } from './features/x/index.ts';\nimport { c } from './config.ts';\n",
      }),
    ).toEqual([
      'apps/api/src/cli/run.ts → ../app.ts: cli must not import app.ts',
      'apps/api/src/config.ts → ./db/client.ts: config.ts must not import db',
      'apps/api/src/server.ts → ./features/x/x.service.ts: server.ts must not import features',
      'apps/web/src/main.tsx → ./routes/page.tsx: main.tsx must not import routes',
    ]);
  });

  it('keeps test helpers out of production code, and lets tests and their helpers use them', () => {
    expect(
      problemsOf({
        'apps/api/src/features/x/x.service.ts': "import { createUser } from '../../test/factories.ts';\n",
        'apps/api/src/features/x/x.routes.ts': "import { bench } from './x.test-support.ts';\n",
        'apps/api/src/features/x/x.test-support.ts': "import { createTestApp } from '../../test/app.ts';\n",
        'apps/api/src/features/x/x.routes.test.ts': "import { createUser } from '../../test/factories.ts';\n",
        'apps/web/src/features/y/view.tsx': "import { mockApi } from '@/test/auth';\n",
        'apps/web/src/routes/page.tsx': "import { fixture } from '../features/y/test-fixtures.ts';\n",
        'apps/web/src/test/auth.tsx': "import { View } from '@/features/y/view';\n",
      }),
    ).toEqual([
      'apps/api/src/features/x/x.routes.ts → ./x.test-support.ts: production code must not import test helpers',
      'apps/api/src/features/x/x.service.ts → ../../test/factories.ts: production code must not import test helpers',
      'apps/web/src/features/y/view.tsx → @/test/auth: production code must not import test helpers',
      'apps/web/src/routes/page.tsx → ../features/y/test-fixtures.ts: production code must not import test helpers',
    ]);
  });

  it('refuses import circles among production files: two files, three files, type-only and lazy imports too', () => {
    expect(
      problemsOf({
        'apps/api/src/features/music/playlists.service.ts':
          "import type { SongMatcher } from '../search/search.service.ts';\n",
        'apps/api/src/features/search/search.service.ts':
          "import type { PlaylistsService } from '../music/playlists.service.ts';\n",
        'apps/web/src/features/player/source.ts': "const d = () => import('../downloads/store.ts');\n",
        'apps/web/src/features/downloads/store.ts': "import { pick } from '../player/store.ts';\n",
        'apps/web/src/features/player/store.ts': "export { resolveSource } from './source';\n",
      }),
    ).toEqual([
      'import circle: apps/api/src/features/music/playlists.service.ts → apps/api/src/features/search/search.service.ts → apps/api/src/features/music/playlists.service.ts',
      'import circle: apps/web/src/features/downloads/store.ts → apps/web/src/features/player/store.ts → apps/web/src/features/player/source.ts → apps/web/src/features/downloads/store.ts',
    ]);
  });

  it('passes a tree without circle, where tests import both sides and pages fetch each other ahead', () => {
    expect(
      problemsOf({
        'apps/api/src/features/search/search.types.ts': 'export type SongMatcher = () => void;\n',
        'apps/api/src/features/search/search.service.ts':
          "import type { PlaylistsService } from '../music/playlists.service.ts';\n",
        'apps/api/src/features/music/playlists.service.ts':
          "import type { SongMatcher } from '../search/search.types.ts';\n",
        'apps/api/src/features/music/playlists.test-support.ts':
          "import { x } from './playlists.routes.test.ts';\nexport const y = 1;\n",
        'apps/api/src/features/music/playlists.routes.test.ts':
          "import { y } from './playlists.test-support.ts';\n",
        'apps/web/src/routes/reservations.tsx': "const detail = () => import('./reservation-detail.tsx');\n",
        'apps/web/src/routes/reservation-detail.tsx': "const list = () => import('./reservations.tsx');\n",
      }),
    ).toEqual([]);
  });
});

describe('tables beside their features', () => {
  const table = "import { pgTable } from 'drizzle-orm/pg-core';\nexport const t = pgTable('t', {});\n";

  it("refuses a table defined anywhere but a feature's *.schema.ts", () => {
    expect(
      problemsOf({
        'apps/api/src/features/events/events.schema.ts': table,
        'apps/api/src/features/events/events.repository.ts': table,
        'apps/api/src/db/tables.ts': table,
        'apps/api/src/features/events/events.test.ts': table,
      }),
    ).toEqual([
      "apps/api/src/db/tables.ts: a table is defined only in its feature's *.schema.ts",
      "apps/api/src/features/events/events.repository.ts: a table is defined only in its feature's *.schema.ts",
    ]);
  });

  it("lets db/schema.ts index the features' tables, and no other db file", () => {
    expect(
      violation('apps/api/src/db/schema.ts', 'apps/api/src/features/events/events.schema.ts'),
    ).toBeNull();
    expect(violation('apps/api/src/db/client.ts', 'apps/api/src/features/events/events.schema.ts')).toMatch(
      /db must not import features/,
    );
    expect(violation('apps/api/src/db/schema.ts', 'apps/api/src/features/events/events.service.ts')).toMatch(
      /db must not import features/,
    );
  });

  it("lets a table reference another feature's table, and nothing else reach into it", () => {
    expect(
      violation(
        'apps/api/src/features/reservations/reservations.schema.ts',
        'apps/api/src/features/events/events.schema.ts',
      ),
    ).toBeNull();
    expect(
      violation('apps/api/src/features/events/events.schema.ts', 'apps/api/src/db/columns.ts'),
    ).toBeNull();
    expect(
      violation(
        'apps/api/src/features/reservations/reservations.repository.ts',
        'apps/api/src/features/events/events.schema.ts',
      ),
    ).toMatch(/reaches into/);
    expect(
      violation(
        'apps/api/src/features/events/events.schema.ts',
        'apps/api/src/features/events/events.service.ts',
      ),
    ).toMatch(/table definition imports only/);
    expect(violation('apps/api/src/features/events/events.schema.ts', 'apps/api/src/lib/clock.ts')).toMatch(
      /table definition imports only/,
    );
  });
});

describe('features that register themselves', () => {
  it('lets app.ts compose a feature only through its registration (index.ts)', () => {
    expect(violation('apps/api/src/app.ts', 'apps/api/src/features/events/index.ts')).toBeNull();
    expect(violation('apps/api/src/app.ts', 'apps/api/src/plugins/auth.ts')).toBeNull();
    expect(violation('apps/api/src/app.ts', 'apps/api/src/features/events/events.service.ts')).toMatch(
      /through their registration/,
    );
    expect(violation('apps/api/src/app.ts', 'apps/api/src/features/events/events.routes.ts')).toMatch(
      /through their registration/,
    );
  });

  it("lets only a feature's registration read the shared context", () => {
    expect(
      problemsOf({
        'apps/api/src/context.ts':
          "import { x } from './lib/x.ts';\nexport type AppContext = { x: typeof x };\n",
        'apps/api/src/lib/x.ts': 'export const x = 1;\n',
        'apps/api/src/features/events/index.ts': "import type { AppContext } from '../../context.ts';\n",
        'apps/api/src/features/events/events.service.ts':
          "import type { AppContext } from '../../context.ts';\n",
      }),
    ).toEqual([
      "apps/api/src/features/events/events.service.ts → ../../context.ts: only a feature's registration (index.ts) reads the shared context; pass its services what they need",
    ]);
  });

  it("keeps a feature's registration private to app.ts", () => {
    expect(
      violation('apps/api/src/features/search/index.ts', 'apps/api/src/features/events/index.ts'),
    ).toMatch(/reaches into/);
  });

  it('refuses a production file over 300 lines, but not a test or seed data', () => {
    const lines = (n: number) => 'export const x = 1;\n'.repeat(n);
    expect(
      problemsOf({
        'apps/api/src/lib/short.ts': lines(300),
        'apps/api/src/lib/long.ts': lines(301),
        'apps/api/src/lib/long.test.ts': lines(400),
        'apps/api/src/db/seed/demo.ts': lines(400),
        'apps/web/src/lib/long.ts': lines(301),
      }),
    ).toEqual([
      'apps/api/src/lib/long.ts: 301 lines: a production file holds at most 300; split it at a seam',
      'apps/web/src/lib/long.ts: 301 lines: a production file holds at most 300; split it at a seam',
    ]);
  });
});
