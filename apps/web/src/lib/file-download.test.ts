// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { fetchApiFile, saveBlob } from './file-download.ts';
import { writeTokens } from './tokens.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('fetchApiFile', () => {
  it('asks the file with the bearer header and answers the name the server gives it', async () => {
    writeTokens({ access: 'tok' });
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response('a;b\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="releve.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await fetchApiFile('/studio/x.csv?from=2030-01-01', 'x.csv');
    expect(file.fileName).toBe('releve.csv');
    expect(await file.blob.text()).toBe('a;b\n');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/studio\/x\.csv\?from=2030-01-01$/);
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer tok');
  });

  it('falls back to the given name when the server names none', async () => {
    vi.stubGlobal('fetch', async () => new Response('x', { status: 200 }));
    expect((await fetchApiFile('/f', 'secours.csv')).fileName).toBe('secours.csv');
  });

  it("throws the server's message on a refusal, and the connection message when unreachable", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ detail: 'Non.' }), { status: 403 }));
    await expect(fetchApiFile('/f', 'f.csv')).rejects.toMatchObject({ status: 403, message: 'Non.' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    const error = await fetchApiFile('/f', 'f.csv').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });
});

describe('saveBlob', () => {
  it('clicks a temporary link to the file under its name, then removes it', () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:f');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    saveBlob(new Blob(['x']), 'f.csv');
    expect(clicked).toEqual([{ href: 'blob:f', download: 'f.csv' }]);
    expect(document.querySelector('a')).toBeNull();
  });
});
