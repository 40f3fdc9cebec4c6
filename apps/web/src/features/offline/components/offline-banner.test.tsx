// @vitest-environment jsdom
import '../../../test/dom.ts';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderAt } from '../../../test/auth.tsx';
import { reportServerReached } from '../store.ts';
import { OfflineBanner } from './offline-banner.tsx';

/** Switches what `navigator.onLine` says, and fires the event the browser fires. */
function goOnline(isOnline: boolean) {
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

/** A page whose data request ends as `outcome` says. */
function PageData({ outcome }: { outcome: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['page'], queryFn: outcome });
  return <p>{query.data ?? (query.isError ? 'échec' : '…')}</p>;
}

const NOTICE = 'Les pages déjà visitées et vos téléchargements restent disponibles.';

describe('OfflineBanner', () => {
  beforeEach(() => reportServerReached());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says nothing while the connection works', () => {
    renderAt(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("tells that the phone is offline, what still works and where the downloads are, then leaves when it's back", () => {
    renderAt(<OfflineBanner />);

    goOnline(false);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(`Vous êtes hors ligne. ${NOTICE}`);
    expect(screen.getByRole('link', { name: 'Mes téléchargements' })).toHaveAttribute('href', '/downloads');

    goOnline(true);
    expect(status).not.toBeInTheDocument();
  });

  it('is shown when the browser is offline from the start', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAt(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes hors ligne.');
  });

  it("says the server can't be reached when a page's data request gets no answer, though the browser says online", async () => {
    const noAnswer = () => Promise.reject(new ApiError(0, null, 'Erreur de connexion au serveur'));
    renderAt(
      <>
        <OfflineBanner />
        <PageData outcome={noAnswer} />
      </>,
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Connexion au serveur impossible. ${NOTICE}`),
    );
  });

  it('stays quiet when the server answers with an error: the connection works', async () => {
    const refused = () => Promise.reject(new ApiError(500, null, 'Erreur'));
    renderAt(
      <>
        <OfflineBanner />
        <PageData outcome={refused} />
      </>,
    );
    expect(await screen.findByText('échec')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('leaves once a request is answered again', async () => {
    let isUp = false;
    const outcome = () =>
      isUp
        ? Promise.resolve('données')
        : Promise.reject(new ApiError(0, null, 'Erreur de connexion au serveur'));
    const { queryClient } = renderAt(
      <>
        <OfflineBanner />
        <PageData outcome={outcome} />
      </>,
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Connexion au serveur impossible.'),
    );

    isUp = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['page'] }));
    expect(await screen.findByText('données')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
