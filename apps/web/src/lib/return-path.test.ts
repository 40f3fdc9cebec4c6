import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps an in-app path with its query', () => {
    expect(safeReturnPath('/reservations/12?tab=1')).toBe('/reservations/12?tab=1');
  });

  it('refuses other sites, schemes and missing values', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'profile',
    ]) {
      expect(safeReturnPath(raw)).toBe('/');
    }
  });

  it('never returns to the sign-in or sign-up pages', () => {
    expect(safeReturnPath('/login')).toBe('/');
    expect(safeReturnPath('/register?x=1')).toBe('/');
    expect(safeReturnPath('/auth2/login')).toBe('/');
    expect(safeReturnPath('/login-help')).toBe('/login-help');
  });
});

describe('loginPathFor', () => {
  it('carries the path to come back to', () => {
    expect(loginPathFor('/reservation/3/checkout?x=1')).toBe(
      '/login?next=%2Freservation%2F3%2Fcheckout%3Fx%3D1',
    );
    expect(loginPathFor('/')).toBe('/login');
  });
});
