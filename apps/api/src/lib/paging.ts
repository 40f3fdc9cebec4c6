/** A page of a list, as Django REST Framework answers it. */
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** Which rows a page holds. */
export function pageWindow(page: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * DRF's envelope around one page: `next` and `previous` are absolute links to the neighbouring pages of
 * `url` (other query parameters kept; page 1 without `page`, as DRF does), null at the ends. A page past
 * the end answers no results, and `previous` points at the last page.
 */
export function pageEnvelope<T>(
  url: URL,
  at: { page: number; pageSize: number; count: number },
  results: T[],
): Page<T> {
  const link = (page: number) => {
    const u = new URL(url);
    if (page <= 1) u.searchParams.delete('page');
    else u.searchParams.set('page', String(page));
    return u.toString();
  };
  const lastPage = Math.max(1, Math.ceil(at.count / at.pageSize));
  return {
    count: at.count,
    next: at.page < lastPage ? link(at.page + 1) : null,
    previous: at.page > 1 ? link(Math.min(at.page - 1, lastPage)) : null,
    results,
  };
}

/** The absolute URL of a request: under PUBLIC_URL when set, else the scheme and host the client used. */
export function requestUrl(
  request: { url: string; protocol: string; host: string },
  publicUrl: string | undefined,
): URL {
  return new URL(request.url, publicUrl ?? `${request.protocol}://${request.host}`);
}
