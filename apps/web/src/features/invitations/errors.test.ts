import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  cancelErrorMessage,
  invitationErrorMessage,
  invitationListErrorMessage,
  respondErrorMessage,
} from './errors.ts';

const failure = (status: number, body: unknown = null) =>
  new ApiError(status, body, status === 0 ? 'no answer' : `HTTP ${status}`);

describe('invitationErrorMessage', () => {
  it.each([
    [
      failure(400, { detail: 'Vous ne pouvez pas vous inviter vous-même' }),
      'Vous ne pouvez pas vous inviter vous-même',
    ],
    [failure(400), "Données d'invitation invalides"],
    [failure(401, { detail: 'x' }), 'Veuillez vous connecter pour envoyer une invitation'],
    [failure(404), 'Événement non trouvé'],
    [failure(409, { detail: 'x' }), 'Une invitation a déjà été envoyée à cet utilisateur'],
    [failure(500), "Une erreur est survenue lors de l'envoi de l'invitation"],
    [failure(0), 'Erreur de connexion au serveur'],
    [new TypeError('boom'), "Une erreur est survenue lors de l'envoi de l'invitation"],
  ])('%s → %s', (error, message) => {
    expect(invitationErrorMessage(error)).toBe(message);
  });
});

describe('invitationListErrorMessage', () => {
  it('401 asks to sign in, naming the list', () => {
    expect(invitationListErrorMessage('received', failure(401))).toBe(
      'Veuillez vous connecter pour voir vos invitations',
    );
    expect(invitationListErrorMessage('sent', failure(401))).toBe(
      'Veuillez vous connecter pour voir vos invitations envoyées',
    );
  });

  it.each([failure(403), failure(404), failure(500), failure(0), new TypeError('boom')])(
    'anything else is the generic text (%s)',
    (error) => {
      for (const box of ['received', 'sent'] as const) {
        expect(invitationListErrorMessage(box, error)).toBe(
          'Une erreur est survenue lors de la récupération des invitations',
        );
      }
    },
  );
});

describe('respondErrorMessage', () => {
  it('401 and 404 have fixed texts whatever the body says', () => {
    expect(respondErrorMessage(failure(401, { detail: 'x' }), 'confirmed')).toBe(
      "Veuillez vous connecter pour répondre à l'invitation",
    );
    expect(respondErrorMessage(failure(404, { detail: 'x' }), 'declined')).toBe('Invitation non trouvée');
  });

  it('409 says it can no longer be accepted, or refused, after the answer tried', () => {
    expect(respondErrorMessage(failure(409), 'confirmed')).toBe(
      'Cette invitation ne peut plus être acceptée',
    );
    expect(respondErrorMessage(failure(409), 'declined')).toBe('Cette invitation ne peut plus être refusée');
  });

  it.each([
    failure(403, { detail: 'Seul le destinataire peut répondre à cette invitation' }),
    failure(500),
    failure(0),
    new TypeError('boom'),
  ])('anything else is the generic text (%s)', (error) => {
    expect(respondErrorMessage(error, 'confirmed')).toBe(
      "Une erreur est survenue lors de la réponse à l'invitation",
    );
  });
});

describe('cancelErrorMessage', () => {
  it.each([
    [400, 'Requête invalide'],
    [401, "Veuillez vous connecter pour annuler l'invitation"],
    [403, "Vous n'êtes pas autorisé à annuler cette invitation"],
    [404, 'Invitation non trouvée'],
    [409, 'Cette invitation ne peut plus être annulée'],
    [500, 'Erreur interne du serveur'],
  ])('%i has its fixed text whatever the body says', (status, message) => {
    expect(cancelErrorMessage(failure(status, { detail: 'autre chose' }))).toBe(message);
  });

  it("any other status: the server's message, else 'Une erreur est survenue lors de l'annulation'", () => {
    expect(cancelErrorMessage(failure(429, { detail: 'Trop de requêtes' }))).toBe('Trop de requêtes');
    expect(cancelErrorMessage(failure(502))).toBe("Une erreur est survenue lors de l'annulation");
    expect(cancelErrorMessage(new TypeError('boom'))).toBe("Une erreur est survenue lors de l'annulation");
  });

  it("no answer: 'Pas de réponse du serveur'", () => {
    expect(cancelErrorMessage(failure(0))).toBe('Pas de réponse du serveur');
  });
});
