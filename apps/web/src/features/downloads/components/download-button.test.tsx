// @vitest-environment jsdom
import '../../../test/dom.ts';
import { Blob as NodeBlob } from 'node:buffer';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QualityControl } from '../../player/components/quality-control.tsx';
import type { DownloadableSong } from '../store.ts';
import { DownloadButton } from './download-button.tsx';

/** Cache Storage in memory. */
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

const song: DownloadableSong = {
  id: 5,
  title: 'Sóyi',
  artists: [{ name: 'Kíngó Mwána' }],
  album: null,
  cover_image: null,
  file: '/media/songs/5.mp3',
  duration: 300,
  audio_renditions: [
    { quality: 'eco', codec: 'mp3', url: '/media/r/5-eco.mp3', bitrate_kbps: 32, size_bytes: 1_190_000 },
    {
      quality: 'normal',
      codec: 'mp3',
      url: '/media/r/5-normal.mp3',
      bitrate_kbps: 96,
      size_bytes: 3_560_000,
    },
  ],
};

beforeEach(() => {
  vi.stubGlobal('caches', new MemoryCaches());
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(new Uint8Array(1000), { headers: { 'Content-Type': 'audio/mpeg' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('download button and quality choice', () => {
  it('costs and downloads the chosen quality, then offers to remove it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <QualityControl />
        <DownloadButton songs={[song]} />
      </>,
    );
    // Auto on a connection that tells nothing is Normal: its rendition's size.
    expect(screen.getByRole('radio', { name: /Auto \(Normal\)/ })).toBeChecked();
    const download = await screen.findByRole('button', { name: 'Télécharger · 3,6\u00a0Mo' });
    // Enabled once the device's downloads have been read.
    await vi.waitFor(() => expect(download).toBeEnabled());

    await user.click(screen.getByRole('radio', { name: /^Éco/ }));
    expect(window.localStorage.getItem('sanza.audio-quality')).toBe('eco');
    await user.click(screen.getByRole('button', { name: 'Télécharger · 1,2\u00a0Mo' }));

    expect(await screen.findByText('Téléchargé ✓')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/media/r/5-eco.mp3', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByRole('button', { name: /^Télécharger/ })).toBeInTheDocument();
  });
});
