import { describe, expect, it } from 'vitest';
import { pageEnvelope, pageWindow, requestUrl } from './paging.ts';

const url = new URL('https://sanza.example/api/accounts/artists/?search=mb&page=2');

describe('pageEnvelope', () => {
  it('links the neighbouring pages, keeping the other parameters; page 1 has no page parameter', () => {
    expect(pageEnvelope(url, { page: 2, pageSize: 10, count: 35 }, ['x'])).toEqual({
      count: 35,
      next: 'https://sanza.example/api/accounts/artists/?search=mb&page=3',
      previous: 'https://sanza.example/api/accounts/artists/?search=mb',
      results: ['x'],
    });
  });

  it('has no next on the last page and no previous on the first', () => {
    expect(pageEnvelope(url, { page: 4, pageSize: 10, count: 35 }, []).next).toBeNull();
    expect(pageEnvelope(url, { page: 1, pageSize: 10, count: 35 }, []).previous).toBeNull();
    expect(pageEnvelope(url, { page: 1, pageSize: 10, count: 0 }, [])).toMatchObject({
      next: null,
      previous: null,
    });
  });

  it('points previous at the last page from past the end', () => {
    expect(pageEnvelope(url, { page: 9, pageSize: 10, count: 35 }, []).previous).toBe(
      'https://sanza.example/api/accounts/artists/?search=mb&page=4',
    );
  });
});

describe('pageWindow and requestUrl', () => {
  it('turns a page into limit and offset', () => {
    expect(pageWindow(3, 20)).toEqual({ limit: 20, offset: 40 });
  });

  it('builds the absolute URL under PUBLIC_URL, else from the request', () => {
    const request = { url: '/api/x/?page=2', protocol: 'http', host: 'localhost:3000' };
    expect(requestUrl(request, 'https://sanza.example').href).toBe('https://sanza.example/api/x/?page=2');
    expect(requestUrl(request, undefined).href).toBe('http://localhost:3000/api/x/?page=2');
  });
});
