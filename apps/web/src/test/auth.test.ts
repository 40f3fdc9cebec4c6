import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, takeUndeclared } from './auth.tsx';

describe('mockApi', () => {
  it('answers the declared requests by method and path, the query ignored', async () => {
    const fetchMock = mockApi([
      { method: 'GET', path: '/api/events/', answer: () => jsonResponse(200, [{ id: 1 }]) },
      { method: 'POST', path: '/api/events/', answer: () => jsonResponse(201, { id: 2 }) },
    ]);
    expect(await (await fetch('/api/events/?page=2')).json()).toEqual([{ id: 1 }]);
    const created = await fetch('/api/events/', { method: 'POST', body: JSON.stringify({ name: 'x' }) });
    expect(created.status).toBe(201);
    expect(callsTo(fetchMock, '/api/events/').map((call) => call.body)).toEqual([undefined, { name: 'x' }]);
  });

  it('refuses a request the test did not declare, as a network error', async () => {
    mockApi([{ method: 'GET', path: '/api/events/', answer: () => jsonResponse(200, []) }]);
    await expect(fetch('/api/events/', { method: 'DELETE' })).rejects.toThrow(
      'Undeclared request: DELETE /api/events/',
    );
    await expect(fetch('/api/cart/')).rejects.toThrow('Undeclared request: GET /api/cart/');
    // Kept for the end of the test (read here, so this test passes).
    expect(takeUndeclared()).toEqual(['DELETE /api/events/', 'GET /api/cart/']);
  });

  // A refused request fails the test that made it, even when the page (here the test) coped with the error.
  it.fails('fails the test that made it, once the test is over', async () => {
    mockApi([]);
    await fetch('/api/tickets/cart/').catch(() => null);
  });
});
