// @vitest-environment jsdom
import '../../test/dom.ts';
import type { ArtistDetail, Song } from '@sanza/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { writeTokens } from '../../lib/tokens.ts';
import { jsonResponse, makeAccessToken, mockApi } from '../../test/auth.tsx';
import {
  applyLike,
  applySubscribers,
  subscriptionErrorMessage,
  useToggleLike,
  useToggleSubscription,
} from './mutations.ts';
import { musicKeys } from './queries.ts';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('../../components/ui/toast.tsx', () => ({ showToast }));

const song = {
  id: 7,
  reference_id: 'abcdefabcdef',
  title: 'Mokili Ya Sika',
  is_liked: false,
  likes: 4,
  stats: { plays: 10, likes: 4, shares: 0 },
} as unknown as Song;

const artist = { reference_id: '296c4f025d48', total_subscribers: 20, follower_count: 20 } as ArtistDetail;

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('pure updates', () => {
  it('applies a like answer: is_liked and the count from the server', () => {
    const liked = applyLike(song, { is_liked: true, new_like_count: 5 });
    expect(liked).toMatchObject({ is_liked: true, likes: 5, stats: { plays: 10, likes: 5, shares: 0 } });
  });

  it('applies a subscribe answer to both counts of the artist', () => {
    expect(applySubscribers(artist, { status: 'subscribed', subscribers_count: 21 })).toMatchObject({
      total_subscribers: 21,
      follower_count: 21,
    });
  });

  it("says the server's detail on a subscription failure, else 'Une erreur est survenue'", () => {
    expect(subscriptionErrorMessage(new ApiError(404, { detail: 'Artiste introuvable' }, 'x'))).toBe(
      'Artiste introuvable',
    );
    expect(subscriptionErrorMessage(new ApiError(500, null, 'x'))).toBe('Une erreur est survenue');
    expect(subscriptionErrorMessage(new Error('boom'))).toBe('Une erreur est survenue');
  });
});

describe('music mutations', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    showToast.mockReset();
  });

  it('a like updates the cached song and its like status from the answer', async () => {
    writeTokens({ access: makeAccessToken(3600) });
    mockApi([
      {
        method: 'POST',
        path: '/api/streaming/music/abcdefabcdef/like/',
        answer: () => jsonResponse(200, { is_liked: true, new_like_count: 5 }),
      },
    ]);
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(musicKeys.song('abcdefabcdef'), song);
    const { result } = renderHook(() => useToggleLike('abcdefabcdef'), { wrapper });

    await act(() => result.current.mutateAsync());

    expect(queryClient.getQueryData<Song>(musicKeys.song('abcdefabcdef'))).toMatchObject({
      is_liked: true,
      likes: 5,
    });
    expect(queryClient.getQueryData(musicKeys.likeStatus('abcdefabcdef'))).toEqual({ is_liked: true });
  });

  it("a subscription shows 'Abonnement réussi', its undoing 'Abonnement annulé', and the count follows", async () => {
    writeTokens({ access: makeAccessToken(3600) });
    let count = 20;
    let isSubscribed = false;
    mockApi([
      {
        method: 'POST',
        path: '/api/accounts/artist/296c4f025d48/subscribe/',
        answer: () => {
          isSubscribed = !isSubscribed;
          count += isSubscribed ? 1 : -1;
          return jsonResponse(200, {
            status: isSubscribed ? 'subscribed' : 'unsubscribed',
            subscribers_count: count,
          });
        },
      },
    ]);
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(musicKeys.artist('296c4f025d48'), artist);
    const { result } = renderHook(() => useToggleSubscription('296c4f025d48'), { wrapper });

    await act(() => result.current.mutateAsync());
    expect(showToast).toHaveBeenLastCalledWith('Abonnement réussi', 'success');
    expect(queryClient.getQueryData(musicKeys.subscription('296c4f025d48'))).toEqual({ is_subscribed: true });
    expect(queryClient.getQueryData<ArtistDetail>(musicKeys.artist('296c4f025d48'))?.total_subscribers).toBe(
      21,
    );

    await act(() => result.current.mutateAsync());
    expect(showToast).toHaveBeenLastCalledWith('Abonnement annulé', 'success');
    expect(queryClient.getQueryData<ArtistDetail>(musicKeys.artist('296c4f025d48'))?.total_subscribers).toBe(
      20,
    );
  });

  it("a failed subscription shows the server's detail as an error toast", async () => {
    writeTokens({ access: makeAccessToken(3600) });
    mockApi([
      {
        method: 'POST',
        path: '/api/accounts/artist/296c4f025d48/subscribe/',
        answer: () => jsonResponse(404, { detail: 'Artiste introuvable' }),
      },
    ]);
    const { wrapper } = setup();
    const { result } = renderHook(() => useToggleSubscription('296c4f025d48'), { wrapper });

    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(showToast).toHaveBeenLastCalledWith('Artiste introuvable', 'error');
  });
});
