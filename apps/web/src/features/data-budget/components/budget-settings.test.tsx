// @vitest-environment jsdom
import '../../../test/dom.ts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordEntries, refreshDataBudget, SETTINGS_KEY } from '../store.ts';
import { DataBudgetSection } from './budget-settings.tsx';

beforeEach(() => {
  window.localStorage.clear();
  refreshDataBudget();
});

const saved = () => JSON.parse(window.localStorage.getItem(SETTINGS_KEY) ?? 'null');

describe('Mon forfait', () => {
  it('is off by default; switched on, it shows the budget, the renewal day and the downloads choice', async () => {
    render(<DataBudgetSection />);
    const toggle = screen.getByRole('switch', { name: 'Suivre ma consommation de données' });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByLabelText('Budget mensuel pour Sanza (Mo)')).toBeNull();
    await userEvent.click(toggle);
    expect(saved()).toMatchObject({ isEnabled: true });
    expect(screen.getByLabelText('Budget mensuel pour Sanza (Mo)')).toHaveValue('500');
    expect(screen.getByRole('radio', { name: 'Télécharger tout de suite' })).toBeChecked();
    expect(screen.getByRole('meter', { name: 'Forfait Sanza' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('refuses a budget out of bounds in French, and saves a valid one with the day and the downloads choice', async () => {
    render(<DataBudgetSection />);
    await userEvent.click(screen.getByRole('switch'));
    const budget = screen.getByLabelText('Budget mensuel pour Sanza (Mo)');
    await userEvent.clear(budget);
    await userEvent.type(budget, '200000');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(budget).toHaveAttribute('aria-invalid', 'true');
    expect(budget).toHaveAccessibleDescription(
      /Indiquez un forfait entre 1 et 100 000 Mo, en nombre entier\./,
    );
    expect(saved()).toMatchObject({ megabytes: 500 });

    await userEvent.clear(budget);
    await userEvent.type(budget, '2');
    await userEvent.selectOptions(screen.getByLabelText('Jour de renouvellement du forfait'), '15');
    await userEvent.click(screen.getByRole('radio', { name: 'Attendre le Wi-Fi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('status')).toHaveTextContent('Forfait enregistré.');
    expect(saved()).toEqual({ isEnabled: true, megabytes: 2, renewalDay: 15, downloads: 'wifi' });
  });

  it('warns with a status once 80 % is used', async () => {
    render(<DataBudgetSection />);
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.clear(screen.getByLabelText('Budget mensuel pour Sanza (Mo)'));
    await userEvent.type(screen.getByLabelText('Budget mensuel pour Sanza (Mo)'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const entry = { name: '/media/renditions/1-eco.webm', entryType: 'resource', transferSize: 810_000 };
    act(() => recordEntries([entry]));
    expect(screen.getByTestId('budget-warning')).toHaveTextContent(
      'Vous avez utilisé 81 % de votre forfait Sanza.',
    );
    expect(screen.getByTestId('budget-warning')).toHaveAttribute('role', 'status');
  });
});
