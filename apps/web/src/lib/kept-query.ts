import { loadOrKept } from './kept-pages.ts';

/**
 * The query function and network mode of a page a signed-in listener opens offline (docs/decisions/020): `load`'s
 * answer is kept on the phone as `name` for that listener and read when the network fails. Asked even while the
 * browser says offline (not paused), so a page opened before shows its copy and one never opened its load error.
 */
export function keptOffline<T>(name: string, load: (signal: AbortSignal) => Promise<T>) {
  return {
    queryFn: ({ signal }: { signal: AbortSignal }) => loadOrKept(name, () => load(signal)),
    networkMode: 'always',
  } as const;
}
