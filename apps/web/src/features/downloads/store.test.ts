// @vitest-environment jsdom
import { Blob as NodeBlob } from 'node:buffer';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadableSong } from './store.ts';

/** Cache Storage in memory: what the downloads use of it. */
class MemoryCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    return {
      put: async (url: string, response: Response) => void store.set(url, response),
      match: async (url: string) => store.get(url)?.clone(),
      delete: async (url: string) => store.delete(url),
    };
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

const song = (id: number, renditions = true): DownloadableSong => ({
  id,
  title: `Titre ${id}`,
  artists: [{ name: 'Artiste' }],
  album: { title: 'Album' },
  cover_image: `/media/covers/${id}.svg`,
  file: `/media/songs/${id}.mp3`,
  duration: 60,
  audio_renditions: renditions
    ? [
        { quality: 'eco', codec: 'mp3', url: `/media/r/${id}-eco.mp3`, bitrate_kbps: 32, size_bytes: 240 },
        {
          quality: 'normal',
          codec: 'mp3',
          url: `/media/r/${id}-normal.mp3`,
          bitrate_kbps: 96,
          size_bytes: 720,
        },
      ]
    : [],
});

/** The media server: `bytes` bytes per file, in chunks of 40; a file can be held back until released. */
let held: (() => void) | null = null;
const fetchAudio = vi.fn(async (url: string, init?: RequestInit) => {
  const size = url.includes('normal') ? 720 : url.includes('eco') ? 240 : 480;
  const signal = init?.signal;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (held) await new Promise<void>((resolve) => (held = resolve));
      if (signal?.aborted) return controller.error(new DOMException('Annulé', 'AbortError'));
      for (let sent = 0; sent < size; sent += 40) controller.enqueue(new Uint8Array(40));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': String(size) } });
});

let caches: MemoryCaches;

/** Fresh modules and device storage. */
async function freshDownloads() {
  vi.resetModules();
  return import('./store.ts');
}

beforeEach(() => {
  caches = new MemoryCaches();
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('fetch', fetchAudio);
  // jsdom's Blob is not the one Node's Response reads; a browser has one kind only.
  vi.stubGlobal('Blob', NodeBlob);
  fetchAudio.mockClear();
  held = null;
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('downloads', () => {
  it('saves the chosen quality: the audio in Cache Storage under its URL, the song in IndexedDB', async () => {
    const downloads = await freshDownloads();
    await downloads.downloadSongs([song(1)], 'eco');
    const entry = downloads.getDownloadsState().entries[1]!;
    expect(entry).toMatchObject({
      song_id: 1,
      title: 'Titre 1',
      artist: 'Artiste',
      album: 'Album',
      cover_url: '/media/covers/1.svg',
      duration: 60,
      size_bytes: 240,
      quality: 'eco',
      url: '/media/r/1-eco.mp3',
    });
    expect(Number.isNaN(Date.parse(entry.downloaded_at))).toBe(false);
    expect(caches.stores.get('sanza-downloads-v1')?.has('/media/r/1-eco.mp3')).toBe(true);
    const blob = await downloads.openDownloadedAudio(1);
    expect(blob?.size).toBe(240);
    expect(window.localStorage.getItem('sanza.has-downloads')).toBe('1');
  });

  it('lists the downloads after a reload, with the space they take', async () => {
    let downloads = await freshDownloads();
    await downloads.downloadSongs([song(1), song(2)], 'normal');
    await downloads.downloadSongs([song(3, false)], 'eco');
    downloads = await freshDownloads();
    expect(downloads.getDownloadsState().isLoaded).toBe(false);
    await downloads.loadDownloads();
    const { entries } = downloads.getDownloadsState();
    expect(Object.keys(entries)).toEqual(['1', '2', '3']);
    // A song not processed yet: its original file, with no quality.
    expect(entries[3]).toMatchObject({ url: '/media/songs/3.mp3', quality: null, size_bytes: 480 });
    expect(downloads.downloadedBytes(entries)).toBe(720 + 720 + 480);
  });

  it('removes one download, then all of them, audio included', async () => {
    const downloads = await freshDownloads();
    await downloads.downloadSongs([song(1), song(2)], 'eco');
    await downloads.removeDownloads([1]);
    expect(Object.keys(downloads.getDownloadsState().entries)).toEqual(['2']);
    expect(caches.stores.get('sanza-downloads-v1')?.has('/media/r/1-eco.mp3')).toBe(false);
    expect(await downloads.openDownloadedAudio(1)).toBeNull();
    await downloads.removeAllDownloads();
    expect(downloads.getDownloadsState().entries).toEqual({});
    expect(caches.stores.has('sanza-downloads-v1')).toBe(false);
    expect(window.localStorage.getItem('sanza.has-downloads')).toBeNull();
  });

  it('shows progress while downloading, and a cancel keeps nothing of that song', async () => {
    const downloads = await freshDownloads();
    held = () => undefined;
    const done = downloads.downloadSongs([song(1), song(2)], 'eco');
    await vi.waitFor(() => expect(downloads.getDownloadsState().active?.songId).toBe(1));
    expect(downloads.getDownloadsState()).toMatchObject({ waiting: [2], active: { loaded: 0, total: 240 } });
    downloads.cancelDownloads([1, 2]);
    held();
    held = null;
    await done;
    expect(downloads.getDownloadsState()).toMatchObject({
      entries: {},
      waiting: [],
      active: null,
      error: null,
    });
    expect(fetchAudio).toHaveBeenCalledOnce();
  });

  it('says why a download failed', async () => {
    const downloads = await freshDownloads();
    fetchAudio.mockResolvedValueOnce(new Response(null, { status: 404 }));
    await downloads.downloadSongs([song(1)], 'eco');
    expect(downloads.getDownloadsState().error).toBe(
      'Le téléchargement a échoué. Vérifiez la connexion et réessayez.',
    );
    expect(downloads.getDownloadsState().entries).toEqual({});
  });
});

describe('downloads under « Mon forfait »', () => {
  const plan = (downloads: string, megabytes = 1) =>
    window.localStorage.setItem(
      'sanza.data-budget',
      JSON.stringify({ isEnabled: true, megabytes, renewalDay: 1, downloads }),
    );
  const setConnection = (type: string) => {
    const connection = Object.assign(new EventTarget(), { type });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { connection }));
    return connection;
  };

  it('holds a download on a mobile connection with « Attendre le Wi-Fi », and starts it on Wi-Fi', async () => {
    plan('wifi');
    const connection = setConnection('cellular');
    const downloads = await freshDownloads();
    await downloads.downloadSongs([song(1)], 'eco');
    expect(downloads.getDownloadsState()).toMatchObject({ waiting: [1], held: 'wifi', active: null });
    expect(fetchAudio).not.toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem('sanza.downloads-held') ?? '[]')).toHaveLength(1);

    connection.type = 'wifi';
    connection.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(downloads.getDownloadsState().entries[1]).toBeDefined());
    expect(downloads.getDownloadsState()).toMatchObject({ waiting: [], held: null });
    expect(window.localStorage.getItem('sanza.downloads-held')).toBeNull();
  });

  it('holds a download once the budget is reached with « Attendre le mois prochain », and resumes it at the next app start in a new period', async () => {
    plan('next-period');
    const period = (await import('../data-budget/budget.ts')).periodKey(new Date(), 1);
    window.localStorage.setItem('sanza.data-usage', JSON.stringify({ period, bytes: 1_000_000 }));
    let downloads = await freshDownloads();
    await downloads.downloadSongs([song(1)], 'eco');
    expect(downloads.getDownloadsState()).toMatchObject({ waiting: [1], held: 'next-period' });
    expect(fetchAudio).not.toHaveBeenCalled();

    // The app closes; the plan renews (a usage of an earlier period counts as nothing); the app starts again.
    window.localStorage.setItem(
      'sanza.data-usage',
      JSON.stringify({ period: '2000-01-01', bytes: 1_000_000 }),
    );
    downloads = await freshDownloads();
    await downloads.loadDownloads();
    await vi.waitFor(() => expect(downloads.getDownloadsState().entries[1]).toBeDefined());
    expect(fetchAudio).toHaveBeenCalledOnce();
  });

  it('starts at once while the plan is off, whatever the connection', async () => {
    setConnection('cellular');
    const downloads = await freshDownloads();
    await downloads.downloadSongs([song(1)], 'eco');
    expect(downloads.getDownloadsState().entries[1]).toBeDefined();
  });

  it('forgets a held download that is cancelled', async () => {
    plan('wifi');
    setConnection('cellular');
    const downloads = await freshDownloads();
    await downloads.downloadSongs([song(1)], 'eco');
    downloads.cancelDownloads([1]);
    expect(downloads.getDownloadsState()).toMatchObject({ waiting: [], held: null });
    expect(window.localStorage.getItem('sanza.downloads-held')).toBeNull();
  });
});
