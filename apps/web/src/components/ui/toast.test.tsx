// @vitest-environment jsdom
import '../../test/dom.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastCard } from './toast.tsx';

describe('ToastCard', () => {
  it('is a polite status for a success, with a close button', async () => {
    const onDismiss = vi.fn();
    render(<ToastCard message="Abonnement réussi" tone="success" onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent('Abonnement réussi');
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('is an alert for an error', () => {
    render(<ToastCard message="Une erreur est survenue" tone="error" onDismiss={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue');
  });
});
