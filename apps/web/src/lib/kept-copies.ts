// Answers kept on the phone in IndexedDB, each for one user only (docs/decisions/017 and 020): the e-tickets and
// the music pages a signed-in listener opened. The service worker never keeps an answer sent with a token: its
// caches are shared by everyone who uses the phone. Loaded only when something is kept or read, so idb-keyval
// never weighs on the first page.
import { clear, createStore, del, entries, get, keys, set, type UseStore } from 'idb-keyval';

/** A kept answer and when it was received (ISO 8601). */
export type KeptCopy<T> = { value: T; saved_at: string };

/** One IndexedDB database of copies, filed per user. */
export type KeptCopies = {
  /** Keeps `value` as `owner`'s copy of `name`; everything kept for another user goes. */
  keep: <T>(owner: string, name: string, value: T, now?: Date) => Promise<void>;
  /** `owner`'s copy of `name`, or null when none is kept. */
  read: <T>(owner: string, name: string) => Promise<KeptCopy<T> | null>;
  /** Every copy `owner` has, by name. */
  readAll: (owner: string) => Promise<[string, KeptCopy<unknown>][]>;
  /** Removes every copy, of every user (at sign-out); a copy being written meanwhile is not written. */
  forget: () => Promise<void>;
};

/** Where IndexedDB is missing (old browser, private mode of some), nothing is kept and nothing is read. */
const hasStorage = () => typeof indexedDB !== 'undefined';

/** Entries are `{owner}|{name}`: a user's own, so a shared phone never shows one user's copies to another. */
const keyOf = (owner: string, name: string) => `${owner}|${name}`;
const ownerOf = (key: IDBValidKey) => String(key).split('|')[0];
const nameOf = (key: IDBValidKey) => String(key).slice(String(key).indexOf('|') + 1);

/** The copies kept in the IndexedDB database `databaseName` (store `kept`), opened on first use. */
export function createKeptCopies(databaseName: string): KeptCopies {
  let database: UseStore | null = null;
  /** Counts the sign-outs: a copy being written when one happens is not written. */
  let generation = 0;
  const copies = () => {
    database ??= createStore(databaseName, 'kept');
    return database;
  };

  return {
    async keep(owner, name, value, now = new Date()) {
      if (!hasStorage()) return;
      const started = generation;
      // Only the signed-in user's copies stay (a sign-out that could not clear, another account signed in since).
      const others = (await keys(copies())).filter((key) => ownerOf(key) !== owner);
      await Promise.all(others.map((key) => del(key, copies())));
      if (generation !== started) return;
      await set(keyOf(owner, name), { value, saved_at: now.toISOString() }, copies());
    },
    async read<T>(owner: string, name: string) {
      if (!hasStorage()) return null;
      return (await get<KeptCopy<T>>(keyOf(owner, name), copies())) ?? null;
    },
    async readAll(owner) {
      if (!hasStorage()) return [];
      const all = await entries<IDBValidKey, KeptCopy<unknown>>(copies());
      return all
        .filter(([key]) => ownerOf(key) === owner)
        .map(([key, copy]): [string, KeptCopy<unknown>] => [nameOf(key), copy]);
    },
    async forget() {
      generation += 1;
      if (!hasStorage()) return;
      await clear(copies());
    },
  };
}
