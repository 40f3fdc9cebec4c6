/** Turns stored media paths (`events/x.svg`) into the URLs the client loads. */
export type MediaUrls = { url(path: string | null): string | null };

/** Media under `/media/`, absolute when a public URL is configured; external URLs pass through. */
export function createMediaUrls(publicUrl: string | undefined): MediaUrls {
  const base = `${publicUrl ?? ''}/media/`;
  return {
    url: (path) => {
      if (!path) return null;
      if (/^https?:\/\//.test(path)) return path;
      return base + path.replace(/^\/+/, '');
    },
  };
}
