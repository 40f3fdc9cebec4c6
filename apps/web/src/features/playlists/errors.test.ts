import { commonMessages, musicMessages } from '@sanza/contracts/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { playlistErrorMessage } from './errors.ts';

const fallback = 'Le titre n’a pas pu être ajouté. Réessayez.';

describe('playlistErrorMessage', () => {
  it('says the connection failed when the server could not be reached', () => {
    expect(playlistErrorMessage(new ApiError(0, null, 'x'), fallback)).toBe(commonMessages.connection);
  });

  it('says the playlist is gone on 404', () => {
    expect(playlistErrorMessage(new ApiError(404, { detail: 'x' }, 'x'), fallback)).toBe(
      musicMessages.playlistNotFound,
    );
  });

  it('shows the server’s text on 400 and 403 (detail or first field message)', () => {
    expect(playlistErrorMessage(new ApiError(403, { detail: 'Pas à vous' }, 'x'), fallback)).toBe(
      'Pas à vous',
    );
    expect(playlistErrorMessage(new ApiError(400, { name: ['Nom requis'] }, 'x'), fallback)).toBe(
      'Nom requis',
    );
  });

  it('falls back to the action’s own text otherwise', () => {
    expect(playlistErrorMessage(new ApiError(500, null, 'x'), fallback)).toBe(fallback);
    expect(playlistErrorMessage(new Error('boom'), fallback)).toBe(fallback);
  });
});
