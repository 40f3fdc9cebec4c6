// @vitest-environment jsdom
import '../../test/dom.ts';
import type { Invitation } from '@sanza/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../lib/tokens.ts';
import { jsonResponse, makeAccessToken, mockApi } from '../../test/auth.tsx';
import { makeInvitation } from '../../test/invitations.ts';
import { useSendInvitation } from './mutations.ts';
import { invitationKeys } from './queries.ts';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('useSendInvitation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the new invitation on top of a cached sent list, without downloading it again', async () => {
    writeTokens({ access: makeAccessToken(3600) });
    const older = makeInvitation();
    const created = makeInvitation({ recipient_email: 'ami@example.org', user: null });
    const fetchMock = mockApi([
      { method: 'POST', path: '/api/guest/invitations/', answer: () => jsonResponse(201, created) },
    ]);
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(invitationKeys.list('sent'), [older]);
    const { result } = renderHook(() => useSendInvitation(), { wrapper });

    await act(() =>
      result.current.mutateAsync({ event_id: 'evt-rumba', recipient_email: 'ami@example.org' }),
    );

    expect(queryClient.getQueryData<Invitation[]>(invitationKeys.list('sent'))).toEqual([created, older]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves an uncached sent list alone (it downloads when the page opens)', async () => {
    writeTokens({ access: makeAccessToken(3600) });
    mockApi([
      { method: 'POST', path: '/api/guest/invitations/', answer: () => jsonResponse(201, makeInvitation()) },
    ]);
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useSendInvitation(), { wrapper });

    await act(() =>
      result.current.mutateAsync({ event_id: 'evt-rumba', recipient_email: 'ami@example.org' }),
    );

    expect(queryClient.getQueryData(invitationKeys.list('sent'))).toBeUndefined();
  });
});
