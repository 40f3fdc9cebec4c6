import { describe, expect, it } from 'vitest';
import { detailOf } from './error-detail.ts';

describe('detailOf', () => {
  it('reads the detail of an error body', () => {
    expect(detailOf({ detail: 'Playlist introuvable' })).toBe('Playlist introuvable');
  });

  it('falls back to the first field or non-field error when the detail is missing or empty', () => {
    expect(detailOf({ detail: '', name: ['Ce champ est obligatoire.'] })).toBe('Ce champ est obligatoire.');
    expect(detailOf({ non_field_errors: ['Déjà partagée'], other: ['Autre'] })).toBe('Déjà partagée');
  });

  it('is null when the body carries no message', () => {
    expect(detailOf(null)).toBeNull();
    expect(detailOf('Bad Gateway')).toBeNull();
    expect(detailOf({ count: 3, items: [1, 2] })).toBeNull();
    expect(detailOf({})).toBeNull();
  });
});
