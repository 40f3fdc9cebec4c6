// @vitest-environment jsdom
import '../../test/dom.ts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BackLink } from './back-link.tsx';

describe('BackLink', () => {
  it('is a link named by its text, its arrow hidden from screen readers', () => {
    render(
      <MemoryRouter>
        <BackLink to="/studio/events">Retour aux événements</BackLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Retour aux événements' });
    expect(link).toHaveAttribute('href', '/studio/events');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
