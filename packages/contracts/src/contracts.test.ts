import { describe, expect, it } from 'vitest';
import {
  artistListQuerySchema,
  formatDuration,
  isSubscribedStatus,
  lowestPrice,
  nextPlaybackMode,
  priorityParamsSchema,
  streamBodySchema,
  trackingRecordSchema,
} from './index.ts';

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

describe('music rules', () => {
  it('formats durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(185)).toBe('3:05');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(3725)).toBe('62:05');
  });

  it('cycles playback modes normal → repeat-all → repeat-one → normal', () => {
    expect(nextPlaybackMode('normal')).toBe('repeat-all');
    expect(nextPlaybackMode('repeat-all')).toBe('repeat-one');
    expect(nextPlaybackMode('repeat-one')).toBe('normal');
  });

  it("reads 'subscribed' as subscribed", () => {
    expect(isSubscribedStatus('subscribed')).toBe(true);
    expect(isSubscribedStatus('unsubscribed')).toBe(false);
  });

  it('reads a stream body with a number, digits or a reference id', () => {
    expect(streamBodySchema.parse({ music_id: 12 })).toEqual({ music_id: '12' });
    expect(streamBodySchema.parse({ music_id: ' 12 ' })).toEqual({ music_id: '12' });
    expect(streamBodySchema.parse({ music_id: 'a1b2c3d4e5f6' })).toEqual({ music_id: 'a1b2c3d4e5f6' });
    expect(streamBodySchema.safeParse({ music_id: 'nope' }).success).toBe(false);
  });

  it('reads the artist list query like Django filters', () => {
    expect(artistListQuerySchema.parse({ page: '2', is_premiem: 'True' })).toEqual({
      page: 2,
      is_premiem: true,
    });
    expect(artistListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(artistListQuerySchema.safeParse({ is_premiem: 'yes' }).success).toBe(false);
    expect(artistListQuerySchema.parse({ is_premiem: '' })).toEqual({ is_premiem: undefined });
  });
});
