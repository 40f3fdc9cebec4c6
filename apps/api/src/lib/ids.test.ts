import { describe, expect, it } from 'vitest';
import { parseIdOrReference, publicId } from './ids.ts';

describe('parseIdOrReference', () => {
  it('reads 1–10 digits as an id and 12 lowercase hex characters as a reference id', () => {
    expect(parseIdOrReference('42')).toEqual({ id: 42 });
    expect(parseIdOrReference('2147483647')).toEqual({ id: 2147483647 });
    expect(parseIdOrReference('0a1b2c3d4e5f')).toEqual({ referenceId: '0a1b2c3d4e5f' });
    expect(parseIdOrReference('123456789012')).toEqual({ referenceId: '123456789012' });
    expect(parseIdOrReference(publicId())).toHaveProperty('referenceId');
  });

  it('answers null for anything else', () => {
    for (const value of [
      '0',
      '2147483648',
      '12345678901',
      'ABCDEFABCDEF',
      'abc',
      '',
      '-1',
      '1.5',
      '0a1b2c3d4e5f0',
    ]) {
      expect(parseIdOrReference(value)).toBeNull();
    }
  });
});
