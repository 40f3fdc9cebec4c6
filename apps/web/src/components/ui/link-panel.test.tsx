// @vitest-environment jsdom
import '../../test/dom.ts';
import { render, screen, within } from '@testing-library/react';
import { Clapperboard, ReceiptText, ScanLine } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LinkPanel, TileLink, TileLinks } from './link-panel.tsx';

describe('LinkPanel', () => {
  it('is a region named by its title, with its intro and its tile links', () => {
    render(
      <MemoryRouter>
        <LinkPanel id="staff-area" title="Espace personnel" intro="Les pages du personnel.">
          <TileLinks
            links={[
              { to: '/studio/payments', label: 'Paiements', icon: ReceiptText },
              { to: '/studio/door', label: 'Contrôle', icon: ScanLine },
            ]}
          />
        </LinkPanel>
      </MemoryRouter>,
    );
    const panel = screen.getByRole('region', { name: 'Espace personnel' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Espace personnel' })).toHaveAttribute(
      'id',
      'staff-area',
    );
    expect(within(panel).getByText('Les pages du personnel.')).toBeInTheDocument();
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Paiements', '/studio/payments'],
      ['Contrôle', '/studio/door'],
    ]);
    for (const link of links) {
      for (const icon of link.querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('has no intro line unless given, and a single tile link is named by its label', () => {
    const { container } = render(
      <MemoryRouter>
        <LinkPanel id="studio-card" title="Studio">
          <TileLink to="/studio" icon={Clapperboard}>
            Ouvrir le studio
          </TileLink>
        </LinkPanel>
      </MemoryRouter>,
    );
    expect(container.querySelector('section p')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ouvrir le studio' })).toHaveAttribute('href', '/studio');
  });
});
