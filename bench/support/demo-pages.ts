// The pages the web benches measure (issue 35): the three listener homes, the sign-in page, and one event and
// one song of the demo content, whose ids the seed derives from fixed keys (demoSerialId), so they are the
// same on every run.
import { DEMO_ALBUMS } from '../../apps/api/src/db/seed/demo-music.ts';
import { demoSerialId } from '../../apps/api/src/db/seed/seed.ts';

/** « Nuit de la Rumba », the demo's first event (it has an image, and is five days ahead of the seeding). */
export const DEMO_EVENT_PATH = `/events/${demoSerialId('fally-brazza')}`;
/** The first track of the demo's first album. */
export const DEMO_SONG_PATH = `/musics/${demoSerialId(`song:${DEMO_ALBUMS[0]!.key}:0`)}`;

/** Every page measured, unless BENCH_PAGES names others (comma-separated paths). */
export const BENCH_PAGES = process.env.BENCH_PAGES?.split(',') ?? [
  '/',
  '/events',
  '/music',
  '/login',
  DEMO_EVENT_PATH,
  DEMO_SONG_PATH,
];

/** Budgets of every page (issue 35), in bytes on the wire (1 kB = 1000 bytes). */
export const FIRST_VISIT_BUDGET_BYTES = 300_000;
export const REPEAT_VISIT_BUDGET_BYTES = 30_000;
