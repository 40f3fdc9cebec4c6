import { describe, expect, it } from 'vitest';
import { lowestPrice, priorityParamsSchema, trackingRecordSchema } from './index.ts';

describe('lowestPrice', () => {
  it('is the smallest price, or null without ticket types', () => {
    expect(lowestPrice([{ price: 25000 }, { price: 0 }, { price: 10000 }])).toBe(0);
    expect(lowestPrice([{ price: 7500 }, { price: 30000 }])).toBe(7500);
    expect(lowestPrice([])).toBeNull();
  });
});

describe('priorityParamsSchema', () => {
  it('reads the two numbers of /events/{limit}/priority-{min}/ within bounds', () => {
    expect(priorityParamsSchema.parse({ limit: '5', min: '10' })).toEqual({ limit: 5, min: 10 });
    expect(priorityParamsSchema.safeParse({ limit: '0', min: '10' }).success).toBe(false);
    expect(priorityParamsSchema.safeParse({ limit: '5', min: '101' }).success).toBe(false);
  });
});

describe('trackingRecordSchema', () => {
  it('fills method, user agent and metadata defaults', () => {
    expect(trackingRecordSchema.parse({ path: '/', action: 'page_view' })).toEqual({
      path: '/',
      action: 'page_view',
      method: 'GET',
      user_agent: '',
      metadata: {},
    });
  });

  it('answers in French when a field is missing', () => {
    const result = trackingRecordSchema.safeParse({ action: 'page_view' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/attendu|requis|invalide/i);
  });
});
