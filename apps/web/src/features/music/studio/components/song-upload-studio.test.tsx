// @vitest-environment jsdom
import '../../../../test/dom.ts';
import { studioMusicMessages as M, songTooLongMessage } from '@sanza/contracts/constants';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderAt } from '../../../../test/auth.tsx';
import type { SongUploadHandlers } from '../tus-upload.ts';
import { SongUploadStudio } from './song-upload-studio.tsx';

const started = vi.hoisted(() => ({
  calls: [] as { file: File; metadata: Record<string, string>; handlers: SongUploadHandlers }[],
  cancel: vi.fn(async () => undefined),
}));
vi.mock('../tus-upload.ts', () => ({
  startSongUpload: async (file: File, metadata: Record<string, string>, handlers: SongUploadHandlers) => {
    started.calls.push({ file, metadata, handlers });
    return { cancel: started.cancel };
  },
}));

const MB = 1024 * 1024;
let status = { id: 7, song_id: null as number | null, status: 'processing', duration: 4 } as Record<
  string,
  unknown
>;

beforeEach(() => {
  started.calls.length = 0;
  started.cancel.mockClear();
  status = { id: 7, song_id: null, status: 'processing', duration: 4 };
  mockApi([
    {
      method: 'GET',
      path: '/api/streaming/genres/',
      answer: () => jsonResponse(200, [{ id: 3, name: 'Rumba' }]),
    },
    { method: 'GET', path: '/api/studio/albums/', answer: () => jsonResponse(200, []) },
    { method: 'GET', path: '/api/studio/songs/7/', answer: () => jsonResponse(200, status) },
  ]);
});
afterEach(() => vi.useRealTimers());

const audio = (name = 'Mbote_na_bino.mp3', size = 8.5 * MB) => {
  const file = new File(['x'], name, { type: 'audio/mpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function chooseAndSend(file = audio()) {
  const user = userEvent.setup();
  renderAt(<SongUploadStudio />);
  await user.upload(screen.getByLabelText('Fichier audio'), file);
  await user.selectOptions(
    await screen.findByLabelText('Genre'),
    await screen.findByRole('option', { name: 'Rumba' }),
  );
  await user.click(screen.getByRole('button', { name: 'Envoyer la chanson' }));
  await waitFor(() => expect(started.calls).toHaveLength(1));
  return { user, handlers: started.calls[0]!.handlers };
}

describe('SongUploadStudio', () => {
  it('takes the title from the file name and sends the fields as upload metadata', async () => {
    await chooseAndSend();
    expect(started.calls[0]!.metadata).toEqual({
      filename: 'Mbote_na_bino.mp3',
      filetype: 'audio/mpeg',
      title: 'Mbote na bino',
      genre: '3',
    });
  });

  it('shows a real progress bar with the percent and the bytes sent', async () => {
    const { handlers } = await chooseAndSend();
    act(() => handlers.onProgress(3.2 * MB, 8.5 * MB));
    const bar = screen.getByRole('progressbar', { name: 'Progression de l’envoi' });
    expect(bar).toHaveAttribute('aria-valuenow', '37');
    expect(screen.getByText('37 %')).toBeInTheDocument();
    expect(screen.getByText('3,2 Mo sur 8,5 Mo')).toBeInTheDocument();
  });

  it('says when the connection dropped and the upload retries, and clears it when bytes flow again', async () => {
    const { handlers } = await chooseAndSend();
    act(() => handlers.onProgress(1 * MB, 8.5 * MB));
    act(() => handlers.onRetrying());
    expect(screen.getByText('Connexion perdue, reprise automatique…')).toBeInTheDocument();
    act(() => handlers.onProgress(2 * MB, 8.5 * MB));
    expect(screen.queryByText('Connexion perdue, reprise automatique…')).not.toBeInTheDocument();
  });

  it('says where a resumed upload starts again', async () => {
    const { handlers } = await chooseAndSend();
    act(() => handlers.onResumed(4 * MB, 8.5 * MB));
    expect(screen.getByText('Reprise de l’envoi déjà commencé (4,0 Mo déjà reçus)')).toBeInTheDocument();
  });

  it('shows the server’s message as it is when the upload is refused, back on the form', async () => {
    const { handlers } = await chooseAndSend();
    act(() => handlers.onError(M.songFileType));
    expect(screen.getByRole('alert')).toHaveTextContent(M.songFileType);
    expect(screen.getByRole('button', { name: 'Envoyer la chanson' })).toBeInTheDocument();
  });

  it('cancels the upload on the server and says so', async () => {
    const { user, handlers } = await chooseAndSend();
    act(() => handlers.onProgress(1 * MB, 8.5 * MB));
    await user.click(screen.getByRole('button', { name: 'Annuler l’envoi' }));
    expect(started.cancel).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Envoi annulé.')).toBeInTheDocument();
  });

  it('follows the processing once received, then links to the song and to my songs', async () => {
    const { handlers } = await chooseAndSend();
    act(() => handlers.onReceived(7));
    expect(await screen.findByText(/Traitement en cours/)).toBeInTheDocument();
    status = { id: 7, song_id: 42, status: 'ready', duration: 4 };
    expect(
      await screen.findByText('Votre chanson est prête et publiée.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Écouter la chanson' })).toHaveAttribute('href', '/musics/42');
    expect(screen.getByRole('link', { name: 'Mes chansons' })).toHaveAttribute('href', '/studio/songs');
  });

  it('gives the French reason when processing failed', async () => {
    status = { id: 7, song_id: null, status: 'failed', duration: null, error: M.songUnreadable };
    const { handlers } = await chooseAndSend();
    act(() => handlers.onReceived(7));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.songUnreadable);
  });

  it('says in French why a song too long was refused, the limit named', async () => {
    const reason = songTooLongMessage(20, 15_480);
    status = { id: 7, song_id: null, status: 'failed', duration: null, error: reason };
    const { handlers } = await chooseAndSend();
    act(() => handlers.onReceived(7));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce morceau dure 4 h 18 min : la limite est de 20 minutes.',
    );
  });

  it('refuses a file over 200 MB and a missing title before sending', async () => {
    const user = userEvent.setup();
    renderAt(<SongUploadStudio />);
    await user.upload(screen.getByLabelText('Fichier audio'), audio('gros.wav', 201 * MB));
    await user.clear(screen.getByLabelText('Titre'));
    await user.click(screen.getByRole('button', { name: 'Envoyer la chanson' }));
    expect(screen.getByText(M.songFileTooLarge)).toBeInTheDocument();
    expect(screen.getByText(M.songTitleMissing)).toBeInTheDocument();
    expect(started.calls).toHaveLength(0);
  });
});
