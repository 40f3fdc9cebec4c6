import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadOrKept = vi.fn((_name: string, load: () => Promise<unknown>) => load());
vi.mock('./kept-pages.ts', () => ({ loadOrKept }));

const { keptOffline } = await import('./kept-query.ts');

beforeEach(() => {
  loadOrKept.mockClear();
});

describe('keptOffline', () => {
  it('loads through the kept copies under its name, with the query signal', async () => {
    const load = vi.fn(async (_signal: AbortSignal) => ({ title: 'Massa' }));
    const { signal } = new AbortController();
    await expect(keptOffline('song:7', load).queryFn({ signal })).resolves.toEqual({ title: 'Massa' });
    expect(loadOrKept).toHaveBeenCalledWith('song:7', expect.any(Function));
    expect(load).toHaveBeenCalledWith(signal);
  });

  it('is asked even while the browser says offline', () => {
    expect(keptOffline('my-playlists', async () => []).networkMode).toBe('always');
  });
});
