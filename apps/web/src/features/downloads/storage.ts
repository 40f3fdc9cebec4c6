// Where downloads live on the device: the audio in Cache Storage, keyed by its URL (the browser
// keeps large files there without holding them in memory), and what the page lists about each song in
// IndexedDB. Both are opened on first use only.
import { clear, createStore, del, get, set, type UseStore, values } from 'idb-keyval';
import type { Quality } from '../player/store.ts';

/** The Cache Storage cache holding downloaded audio; a new version would be a new name. */
export const DOWNLOADS_CACHE = 'sanza-downloads-v1';

/** What the device knows of a downloaded song. `quality` is null for the original file (no renditions yet). */
export type DownloadEntry = {
  song_id: number;
  title: string;
  artist: string;
  album: string | null;
  cover_url: string | null;
  duration: number;
  size_bytes: number;
  quality: Quality | null;
  /** The audio's URL: its key in the cache. */
  url: string;
  /** ISO 8601. */
  downloaded_at: string;
};

let database: UseStore | null = null;
function songs(): UseStore {
  database ??= createStore('sanza-downloads', 'songs');
  return database;
}

/** Whether this browser can keep files (Cache Storage exists only on https or localhost). */
export function canStoreAudio(): boolean {
  return typeof caches !== 'undefined' && typeof indexedDB !== 'undefined';
}

/** Keeps the audio `blob` under `entry.url`, then the entry (so an entry never lacks its audio). */
export async function storeDownload(entry: DownloadEntry, blob: Blob): Promise<void> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  await cache.put(
    entry.url,
    new Response(blob, {
      headers: { 'Content-Type': blob.type || 'audio/mpeg', 'Content-Length': String(blob.size) },
    }),
  );
  await set(entry.song_id, entry, songs());
}

/** Every downloaded song. */
export function readEntries(): Promise<DownloadEntry[]> {
  return values<DownloadEntry>(songs());
}

/** The entry of `songId`, if downloaded. */
export function readEntry(songId: number): Promise<DownloadEntry | undefined> {
  return get<DownloadEntry>(songId, songs());
}

/** The downloaded audio of `entry`; null when the browser evicted it. */
export async function readAudio(entry: DownloadEntry): Promise<Blob | null> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  const response = await cache.match(entry.url);
  return response ? response.blob() : null;
}

/** Removes one download: its entry first (the list no longer offers it), then its audio. */
export async function deleteDownload(entry: DownloadEntry): Promise<void> {
  await del(entry.song_id, songs());
  const cache = await caches.open(DOWNLOADS_CACHE);
  await cache.delete(entry.url);
}

/** Removes every download. */
export async function deleteAllDownloads(): Promise<void> {
  await clear(songs());
  await caches.delete(DOWNLOADS_CACHE);
}

/** Asks the browser not to evict the downloads under storage pressure (once is enough; it may say no). */
export async function askPersistentStorage(): Promise<void> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return;
  if (storage.persisted && (await storage.persisted())) return;
  await storage.persist();
}

/** The origin's storage use and quota as the browser estimates them (null where it cannot). */
export async function estimateStorage(): Promise<{ usage: number; quota: number } | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.estimate) return null;
  const { usage, quota } = await storage.estimate();
  return usage === undefined || quota === undefined ? null : { usage, quota };
}
