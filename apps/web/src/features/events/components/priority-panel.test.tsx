// @vitest-environment jsdom
import '../../../test/dom.ts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, renderAt } from '../../../test/auth.tsx';
import { makeEvent } from '../../../test/fixtures.ts';
import { PriorityPanel } from './priority-panel.tsx';

const featured = makeEvent({ name: 'À la une', date: '2099-06-01' });
const concert = makeEvent({ name: 'Fally en live', date: '2099-07-10' });

function renderPanel(followed: unknown[]) {
  const fetchMock = mockApi([
    { method: 'GET', path: '/api/events/5/priority-10/', answer: () => jsonResponse(200, [featured]) },
    { method: 'GET', path: '/api/events/-/followed/', answer: () => jsonResponse(200, followed) },
  ]);
  renderAt(<PriorityPanel />, { path: '/' });
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('« Vos artistes en concert » in the priority panel', () => {
  it('shows a signed-in listener the next concerts of the artists they follow', async () => {
    localStorage.setItem('access', 'token');
    renderPanel([concert]);
    expect(await screen.findByRole('heading', { name: 'Vos artistes en concert' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Fally en live/ })).toHaveAttribute(
      'href',
      `/events/${concert.serial_id}`,
    );
  });

  it('shows nothing of it to a visitor, nor asks the server', async () => {
    const fetchMock = renderPanel([concert]);
    expect(await screen.findByRole('link', { name: /À la une/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vos artistes en concert' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/events/-/followed/')).toHaveLength(0);
  });
});
