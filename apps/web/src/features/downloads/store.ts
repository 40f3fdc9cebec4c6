// The device's downloads: songs saved for offline listening, one at a time in the order asked,
// with progress and cancel. Outside React like the player; components read it with `useDownloads`. Loaded
// with the pages that offer downloads (and by the player when this device holds some), never on first visit.
import { useSyncExternalStore } from 'react';
import { setDownloadsMark } from '../../lib/offline-marks.ts';
import { currentDownloadGate, onDownloadChance } from '../data-budget/store.ts';
import { browserCanPlayType, loadRenditions, pickRendition, type Quality } from '../player/store.ts';
import { type HeldJob, readHeld, saveHeld } from './held.ts';
import {
  askPersistentStorage,
  type DownloadEntry,
  deleteAllDownloads,
  deleteDownload,
  readAudio,
  readEntries,
  readEntry,
  storeDownload,
} from './storage.ts';
import { downloadTexts } from './texts.ts';
import type { DownloadableSong } from './types.ts';

export type { DownloadEntry } from './storage.ts';
export { canStoreAudio, estimateStorage } from './storage.ts';
export type { DownloadableSong } from './types.ts';

export type DownloadsState = {
  /** False until the device's list has been read. */
  isLoaded: boolean;
  entries: Readonly<Record<number, DownloadEntry>>;
  /** Songs asked for and not started yet, in order. */
  waiting: readonly number[];
  /** The song downloading now, with bytes so far and expected (0 when unknown). */
  active: { songId: number; loaded: number; total: number } | null;
  /** Why the last download failed, in French; cleared by the next one. */
  error: string | null;
  /** What the waiting songs wait for under « Mon forfait », or null when they are not held. */
  held: 'wifi' | 'next-period' | null;
};

const initial = { isLoaded: false, entries: {}, waiting: [], active: null, error: null, held: null };
let state: DownloadsState = initial;
const listeners = new Set<() => void>();

function update(patch: Partial<DownloadsState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The downloads' state now. */
export function getDownloadsState(): DownloadsState {
  return state;
}

/** A slice of the downloads' state (a primitive, or an object the state already holds). */
export function useDownloads<T>(selector: (downloads: DownloadsState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => selector(state),
    () => selector(state),
  );
}

function setEntries(entries: Record<number, DownloadEntry>): void {
  update({ entries });
  setDownloadsMark(Object.keys(entries).length > 0);
}

/** Reads the device's downloads (once; later calls share the first). */
let loading: Promise<void> | null = null;
export function loadDownloads(): Promise<void> {
  loading ??= readEntries()
    .then((list) => setEntries(Object.fromEntries(list.map((entry) => [entry.song_id, entry]))))
    .catch(() => undefined)
    .finally(() => {
      update({ isLoaded: true });
      resumeHeld();
    });
  return loading;
}

/** The downloads held when the app last ran go back in the queue, and start if allowed now. */
function resumeHeld(): void {
  const jobs = readHeld().filter(({ song }) => !state.entries[song.id] && !asked.has(song.id));
  if (!jobs.length) return;
  for (const job of jobs) asked.set(job.song.id, job);
  update({ waiting: [...state.waiting, ...jobs.map((job) => job.song.id)] });
  void run();
}

// ——— Downloading ———

/** What each waiting song is and at which quality it was asked. */
const asked = new Map<number, { song: DownloadableSong; quality: Quality }>();
let controller: AbortController | null = null;
let isRunning = false;
let hasAskedPersistence = false;
let stopWatching: (() => void) | null = null;

/** The waiting songs, as kept on the device while held. */
const waitingJobs = (): HeldJob[] =>
  state.waiting.flatMap((id) => {
    const job = asked.get(id);
    return job ? [job] : [];
  });

/** Holds the queue until « Mon forfait » lets downloads start (online, Wi-Fi, a new period), then runs it. */
function hold(waitsFor: 'wifi' | 'next-period'): void {
  if (state.held !== waitsFor) update({ held: waitsFor });
  saveHeld(waitingJobs());
  stopWatching ??= onDownloadChance(() => {
    if (!currentDownloadGate().canStart) return;
    stopWatching?.();
    stopWatching = null;
    void run();
  });
}

/** The audio to download: the quality's playable rendition, else the original file (song not processed yet). */
async function chooseAudio(
  song: DownloadableSong,
  quality: Quality,
): Promise<{ url: string; quality: Quality | null; size: number }> {
  const renditions = song.audio_renditions ?? (await loadRenditions(song.id, 15_000));
  if (renditions === null) throw new Error(downloadTexts.failed);
  const rendition = pickRendition(renditions, quality, browserCanPlayType);
  return rendition
    ? { url: rendition.url, quality, size: rendition.size_bytes }
    : { url: song.file, quality: null, size: 0 };
}

/** Reads `response`'s body, reporting bytes as they come. */
async function readWithProgress(response: Response, onBytes: (loaded: number) => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onBytes(loaded);
  }
  return new Blob(chunks as BlobPart[], { type });
}

async function downloadOne(song: DownloadableSong, quality: Quality, signal: AbortSignal): Promise<void> {
  const audio = await chooseAudio(song, quality);
  update({ active: { songId: song.id, loaded: 0, total: audio.size } });
  const response = await fetch(audio.url, { signal });
  if (!response.ok) throw new Error(downloadTexts.failed);
  const total = Number(response.headers.get('Content-Length')) || audio.size;
  const blob = await readWithProgress(response, (loaded) => {
    if (!signal.aborted) update({ active: { songId: song.id, loaded, total } });
  });
  if (signal.aborted) throw new DOMException('Annulé', 'AbortError');
  const entry: DownloadEntry = {
    song_id: song.id,
    title: song.title,
    artist: song.artists.map((artist) => artist.name).join(', '),
    album: song.album?.title ?? null,
    cover_url: song.cover_image,
    duration: song.duration,
    size_bytes: blob.size,
    quality: audio.quality,
    url: audio.url,
    downloaded_at: new Date().toISOString(),
  };
  await storeDownload(entry, blob);
  setEntries({ ...state.entries, [song.id]: entry });
}

function messageOf(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'QuotaExceededError') return downloadTexts.noSpace;
  return downloadTexts.failed;
}

/** Downloads the waiting songs one after the other. */
async function run(): Promise<void> {
  if (isRunning) return;
  isRunning = true;
  try {
    for (;;) {
      const [songId, ...rest] = state.waiting;
      if (songId === undefined) break;
      const gate = currentDownloadGate();
      if (!gate.canStart) {
        hold(gate.waitsFor);
        return;
      }
      update({ waiting: rest, held: null });
      saveHeld([]);
      const job = asked.get(songId);
      asked.delete(songId);
      if (!job || state.entries[songId]) continue;
      controller = new AbortController();
      try {
        await downloadOne(job.song, job.quality, controller.signal);
      } catch (error) {
        if ((error as { name?: string }).name !== 'AbortError') update({ error: messageOf(error) });
      }
    }
  } finally {
    controller = null;
    isRunning = false;
    update({ active: null });
  }
}

/**
 * Saves `songs` for offline listening at `quality` (those already saved or waiting are skipped). The first
 * download asks the browser to keep the site's storage. Resolves when the queue is done.
 */
export async function downloadSongs(songs: readonly DownloadableSong[], quality: Quality): Promise<void> {
  await loadDownloads();
  const added = songs.filter(
    (song) => !state.entries[song.id] && !asked.has(song.id) && state.active?.songId !== song.id,
  );
  for (const song of added) asked.set(song.id, { song, quality });
  update({ waiting: [...state.waiting, ...added.map((song) => song.id)], error: null });
  if (!hasAskedPersistence) {
    hasAskedPersistence = true;
    void askPersistentStorage().catch(() => undefined);
  }
  await run();
}

/** Stops downloading `songIds` (the one in progress and those waiting); what was saved stays. */
export function cancelDownloads(songIds: readonly number[]): void {
  const ids = new Set(songIds);
  for (const id of ids) asked.delete(id);
  update({ waiting: state.waiting.filter((id) => !ids.has(id)) });
  if (state.held) saveHeld(waitingJobs());
  if (!state.waiting.length) update({ held: null });
  if (state.active && ids.has(state.active.songId)) controller?.abort();
}

// ——— Removing and reading ———

/** Removes the downloads of `songIds`. */
export async function removeDownloads(songIds: readonly number[]): Promise<void> {
  await loadDownloads();
  const remaining = { ...state.entries };
  for (const id of songIds) {
    const entry = state.entries[id] ?? (await readEntry(id));
    if (!entry) continue;
    await deleteDownload(entry);
    delete remaining[id];
  }
  setEntries(remaining);
}

/** Removes every download. */
export async function removeAllDownloads(): Promise<void> {
  await loadDownloads();
  cancelDownloads([...state.waiting, ...(state.active ? [state.active.songId] : [])]);
  await deleteAllDownloads();
  setEntries({});
}

/** The downloaded audio of `songId`, or null (not downloaded, or evicted by the browser: then forgotten). */
export async function openDownloadedAudio(songId: number): Promise<Blob | null> {
  const entry = await readEntry(songId);
  if (!entry) return null;
  const blob = await readAudio(entry);
  if (!blob) await removeDownloads([songId]);
  return blob;
}

/** The space the downloads take, by their own sizes. */
export function downloadedBytes(entries: Readonly<Record<number, DownloadEntry>>): number {
  return Object.values(entries).reduce((sum, entry) => sum + entry.size_bytes, 0);
}
