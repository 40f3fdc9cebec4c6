import { describe, expect, it } from 'vitest';
import { redactSecrets, redactUrl } from './redact.ts';

describe('redactUrl', () => {
  it('hides tokens in queries and reset paths, and leaves other URLs alone', () => {
    expect(redactUrl('/login/callback?access_token=idp_abc&x=1')).toBe(
      '/login/callback?access_token=[redacted]&x=1',
    );
    expect(redactUrl('/accounts/google/login/callback/?state=s&code=c')).toBe(
      '/accounts/google/login/callback/?state=s&code=[redacted]',
    );
    expect(redactUrl('/password-reset-confirm/MQ/secret')).toBe('/password-reset-confirm/MQ/[redacted]');
    expect(redactUrl('/api/auth/password/reset/confirm/MQ/secret/')).toBe(
      '/api/auth/password/reset/confirm/MQ/[redacted]/',
    );
    expect(redactUrl('/api/events/?category=x')).toBe('/api/events/?category=x');
  });
});

describe('redactSecrets', () => {
  it('masks secret-looking fields at any depth and keeps the rest', () => {
    expect(
      redactSecrets({
        transaction: { id: 't1', status_code: 'TS', pin: '1234' },
        hash: 'abc',
        items: [{ access_token: 'x', amount: 5 }],
        note: null,
      }),
    ).toEqual({
      transaction: { id: 't1', status_code: 'TS', pin: '[masqué]' },
      hash: '[masqué]',
      items: [{ access_token: '[masqué]', amount: 5 }],
      note: null,
    });
  });
});
