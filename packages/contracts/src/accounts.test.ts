import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  isCalendarDate,
  isHttpUrl,
  passwordProblems,
  profileUpdateSchema,
  registerFormSchema,
  registerSchema,
} from './index.ts';

describe('passwordProblems', () => {
  it('names each broken rule once, and none for a good password', () => {
    expect(passwordProblems('Bonjour1!')).toEqual([]);
    expect(passwordProblems('Éléphant9 ')).toEqual([accountMessages.passwordSpecial]);
    expect(passwordProblems('bonjour1!')).toEqual([accountMessages.passwordUppercase]);
    expect(passwordProblems(`A1!${'a'.repeat(126)}`)).toEqual([accountMessages.passwordTooLong]);
  });
});

describe('registerSchema', () => {
  it('accepts accented usernames and trims the e-mail', () => {
    expect(registerSchema.parse({ username: 'Élodie_1', email: ' e@x.cm ', password: 'Bonjour1!' })).toEqual({
      username: 'Élodie_1',
      email: 'e@x.cm',
      password: 'Bonjour1!',
    });
  });

  it('the web form adds confirmation and terms', () => {
    const base = { username: 'abc', email: 'a@b.cm', password: 'Bonjour1!', password2: 'Bonjour1!' };
    expect(registerFormSchema.safeParse({ ...base, terms: true }).success).toBe(true);
    const mismatch = registerFormSchema.safeParse({ ...base, password2: 'x', terms: true });
    expect(mismatch.error?.issues[0]?.message).toBe('Les mots de passe ne correspondent pas');
  });
});

describe('profile rules', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2001-02-29')).toBe(false);
    expect(isCalendarDate('1850-01-01')).toBe(false);
    expect(isCalendarDate('2000-1-1')).toBe(false);
  });

  it('takes http(s) URLs with a host name only', () => {
    expect(isHttpUrl('https://instagram.com/moi')).toBe(true);
    expect(isHttpUrl('ftp://x.com')).toBe(false);
    expect(isHttpUrl('https://localhost')).toBe(false);
  });

  it('checks only the fields present', () => {
    expect(profileUpdateSchema.parse({ phone_number: '+242061234567' })).toEqual({
      phone_number: '+242061234567',
    });
    expect(profileUpdateSchema.safeParse({ phone_number: '+0242' }).success).toBe(false);
  });
});
