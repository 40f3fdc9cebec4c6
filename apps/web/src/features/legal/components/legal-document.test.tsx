// @vitest-environment jsdom
import '../../../test/dom.ts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrivacyPage } from '../../../routes/privacy.tsx';
import { TermsPage } from '../../../routes/terms.tsx';

const renderPage = (page: React.ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('legal pages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the terms have the 15 sections of the spec, in order, each reachable from the table of contents', () => {
    renderPage(<TermsPage />);
    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/^\d+\.\s*/, ''))).toEqual([
      'Acceptation des conditions',
      'Description des services',
      "Conditions d'accès et éligibilité",
      'Données personnelles',
      'Propriété intellectuelle',
      'Licences',
      'Streaming musical',
      'Billetterie et enchères',
      'Financement participatif',
      'Paiement',
      'Suspension et résiliation',
      'Responsabilité',
      'Modification des conditions',
      'Droit applicable et litiges',
      'Contact',
    ]);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).toHaveAttribute('aria-labelledby', `${id}-title`);
    }
  });

  it('the terms state the rules the spec names', () => {
    renderPage(<TermsPage />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('au moins 18 ans');
    expect(text).toContain("l'autorisation écrite");
    expect(text).toContain('10 %');
    expect(text).toMatch(/n'est pas remboursable/);
    expect(text).toMatch(/mobile money/);
    expect(text).toMatch(/carte bancaire/);
    expect(text).toMatch(/fictive, jetable ou temporaire sont supprimés/);
    expect(text).toContain('(XAF)');
  });

  it('the privacy policy has 11 sections', () => {
    renderPage(<PrivacyPage />);
    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    expect(within(toc).getAllByRole('link')).toHaveLength(11);
    expect(screen.getAllByRole('region')).toHaveLength(11);
  });

  it('shows the back-to-top button once scrolled, which goes back to the title', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderPage(<TermsPage />);
    const button = screen.getByTitle('Revenir en haut de la page');
    expect(button).toHaveAttribute('aria-hidden', 'true');

    Object.defineProperty(window, 'scrollY', { value: 1500, configurable: true });
    fireEvent.scroll(window);
    expect(button).not.toHaveAttribute('aria-hidden', 'true');

    fireEvent.click(button);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
