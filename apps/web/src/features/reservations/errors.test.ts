import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { reservationErrorMessage } from './errors.ts';

const failure = (status: number, body: unknown = null) => new ApiError(status, body, 'échec');

describe('reservationErrorMessage', () => {
  it("400: the server's detail, else its first field error, else 'Données invalides'", () => {
    expect(reservationErrorMessage(failure(400, { detail: 'Seulement 3 billet(s) disponible(s)' }))).toBe(
      'Seulement 3 billet(s) disponible(s)',
    );
    expect(
      reservationErrorMessage(failure(400, { quantity: ['La quantité doit être comprise entre 1 et 4'] })),
    ).toBe('La quantité doit être comprise entre 1 et 4');
    expect(reservationErrorMessage(failure(400))).toBe('Données invalides');
  });

  it('401, 403 and 404 have fixed texts whatever the body says', () => {
    expect(reservationErrorMessage(failure(401, { detail: 'x' }))).toBe(
      'Veuillez vous connecter pour effectuer cette action',
    );
    expect(reservationErrorMessage(failure(403, { detail: 'x' }))).toBe(
      "Vous n'avez pas les droits pour cette action",
    );
    expect(reservationErrorMessage(failure(404, { detail: 'x' }))).toBe('Ressource non trouvée');
  });

  it("409: the server's detail, else 'Conflit de données'", () => {
    expect(reservationErrorMessage(failure(409, { detail: 'Cette réservation est déjà payée' }))).toBe(
      'Cette réservation est déjà payée',
    );
    expect(reservationErrorMessage(failure(409, {}))).toBe('Conflit de données');
  });

  it("any other status: 'Erreur serveur ({status})'", () => {
    expect(reservationErrorMessage(failure(500, { detail: 'Erreur interne du serveur' }))).toBe(
      'Erreur serveur (500)',
    );
    expect(reservationErrorMessage(failure(429))).toBe('Erreur serveur (429)');
  });

  it("no answer: 'Erreur de connexion au serveur'; not a call failure: 'Erreur de configuration de la requête'", () => {
    expect(reservationErrorMessage(failure(0))).toBe('Erreur de connexion au serveur');
    expect(reservationErrorMessage(new TypeError('boom'))).toBe('Erreur de configuration de la requête');
  });
});
