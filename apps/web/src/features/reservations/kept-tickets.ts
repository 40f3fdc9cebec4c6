// Tickets that open without data: what a buyer's reservation pages last showed, kept on the
// phone in IndexedDB for that buyer only (docs/decisions/017), through the per-user store the music pages use
// too (lib/kept-copies.ts, decision 020). The service worker never keeps an answer sent with a token: its caches
// are shared by everyone who uses the phone. Loaded only when something is kept or read, so idb-keyval never
// weighs on the first page.
import type { Reservation } from '@sanza/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { createKeptCopies, type KeptCopy } from '../../lib/kept-copies.ts';
import { reservationKeys } from './keys.ts';

export type { KeptCopy };

/** What is kept: the list, one reservation, or one reservation's e-tickets. */
export type KeptName = 'list' | `reservation:${string}` | `tickets:${string}`;

/** The buyers' copies, in their own database (the store every release since kept tickets exist reads). */
const copies = createKeptCopies('sanza-reservations');

/**
 * Keeps `value` as `owner`'s copy of `name`. Everything kept for another user goes: only the signed-in one's
 * tickets stay on the phone (a sign-out that could not clear, another account signed in since).
 */
export function keepCopy<T>(owner: string, name: KeptName, value: T, now = new Date()): Promise<void> {
  return copies.keep(owner, name, value, now);
}

/** `owner`'s copy of `name`, or null when none is kept. */
export function readCopy<T>(owner: string, name: KeptName): Promise<KeptCopy<T> | null> {
  return copies.read<T>(owner, name);
}

/**
 * `owner`'s reservations as the phone knows them: the kept list, where each reservation opened since (paid
 * since, say) is its newer copy, plus those opened but not in it (the list never loaded); newest first.
 * Null when nothing is kept.
 */
export async function readKeptList(owner: string): Promise<KeptCopy<Reservation[]> | null> {
  const mine = await copies.readAll(owner);
  const list = mine.find(([name]) => name === 'list')?.[1] as KeptCopy<Reservation[]> | undefined;
  const opened = mine.filter(([name]) => name.startsWith('reservation:')).map(([, copy]) => copy);
  if (!list && opened.length === 0) return null;
  const bySerial = new Map<string, KeptCopy<Reservation>>();
  for (const reservation of list?.value ?? []) {
    bySerial.set(reservation.serial_id, { value: reservation, saved_at: list?.saved_at ?? '' });
  }
  for (const copy of opened as KeptCopy<Reservation>[]) {
    const known = bySerial.get(copy.value.serial_id);
    if (!known || known.saved_at < copy.saved_at) bySerial.set(copy.value.serial_id, copy);
  }
  const all = [...bySerial.values()];
  return {
    value: all
      .map((copy) => copy.value)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id),
    saved_at: all.reduce((latest, copy) => (copy.saved_at > latest ? copy.saved_at : latest), ''),
  };
}

/** Removes every kept copy, of every user (at sign-out). */
export function forgetKeptCopies(): Promise<void> {
  return copies.forget();
}

/**
 * At sign-out: forgets the user's reservations held in memory and every copy kept on the phone, so the next
 * person to use it sees none of them, online or not.
 */
export async function forgetKeptTickets(client: QueryClient): Promise<void> {
  client.removeQueries({ queryKey: reservationKeys.all });
  await forgetKeptCopies();
}
