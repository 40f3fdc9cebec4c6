// @vitest-environment jsdom
import '../../test/dom.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField, SearchInput, SelectField, TextField } from './form-field.tsx';

describe('TextField', () => {
  it('is labelled, and points at its hint and its error, marked invalid while it has one', () => {
    render(<TextField id="email" label="Adresse e-mail" hint="Jamais partagée" error="Adresse invalide" />);
    const input = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    expect(input).toHaveAccessibleDescription('Jamais partagée Adresse invalide');
  });

  it('is valid and described by nothing without hint or error', () => {
    render(<TextField id="name" label="Nom" />);
    const input = screen.getByRole('textbox', { name: 'Nom' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

describe('SelectField', () => {
  it('is labelled and shows each of its error messages', () => {
    render(
      <SelectField id="gender" label="Genre" error={['Choix invalide', 'Obligatoire']}>
        <option value="">—</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Genre' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choix invalide Obligatoire');
  });
});

describe('CheckboxField', () => {
  it('is labelled beside the box and bound to its error', () => {
    render(<CheckboxField id="terms" label="J'accepte" error="Obligatoire" />);
    const box = screen.getByRole('checkbox', { name: "J'accepte" });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Obligatoire');
  });
});

describe('SearchInput', () => {
  it('is a search box with its magnifier hidden from screen readers, and what is drawn at its right edge', () => {
    const { container } = render(
      <>
        <label htmlFor="q">Rechercher</label>
        <SearchInput id="q" placeholder="Un artiste" trailing={<span>…</span>} />
      </>,
    );
    const input = screen.getByRole('searchbox', { name: 'Rechercher' });
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('…')).toBeInTheDocument();
  });
});
