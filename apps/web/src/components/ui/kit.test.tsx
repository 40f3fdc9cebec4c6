// @vitest-environment jsdom
import '../../test/dom.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CircleCheck, Gavel } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClass } from './button.tsx';
import { EmptyState, LoadError } from './load-states.tsx';
import { StatusBadge, TONES } from './status-badge.tsx';

describe('Button', () => {
  it('is a plain button by default, and a submit button when asked', () => {
    render(
      <>
        <Button>Envoyer</Button>
        <Button type="submit">Valider</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Valider' })).toHaveAttribute('type', 'submit');
  });

  it('is disabled and shows its busy label while its action runs, so a second tap sends nothing', async () => {
    const onClick = vi.fn();
    render(
      <Button isBusy busyLabel="Envoi…" onClick={onClick}>
        Envoyer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Envoi…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives each variant its own look, and links the same classes', () => {
    const looks = (['primary', 'secondary', 'danger', 'ghost', 'danger-confirm'] as const).map((variant) =>
      buttonClass(variant),
    );
    expect(new Set(looks).size).toBe(5);
    expect(buttonClass('primary', 'lg')).toContain('min-h-12');
    expect(buttonClass('primary', 'md')).toContain('min-h-11');
  });
});

describe('StatusBadge', () => {
  it('takes its colours from the one tone scale, outline or solid, with its icon hidden from screen readers', () => {
    const { container } = render(
      <>
        <StatusBadge tone="success" icon={CircleCheck}>
          Payée
        </StatusBadge>
        <StatusBadge tone="danger" look="solid">
          Annulé
        </StatusBadge>
      </>,
    );
    expect(screen.getByText('Payée').className).toContain(TONES.success.outline);
    expect(screen.getByText('Annulé').className).toContain(TONES.danger.solid);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('TONES', () => {
  it('gives every tone each look, a bar fill included, and one colour per meaning', () => {
    for (const looks of Object.values(TONES)) {
      expect(Object.keys(looks).sort()).toEqual(['fill', 'outline', 'panel', 'solid', 'text']);
    }
    expect(TONES.danger.fill).toBe('bg-red-400');
    expect(TONES.warning.fill).toBe('bg-amber-400');
    expect(new Set(Object.values(TONES).map((looks) => looks.fill)).size).toBe(7);
  });
});

describe('LoadError', () => {
  it('is an alert with the message given, and a retry button that asks again', async () => {
    const onRetry = vi.fn();
    render(<LoadError message="Échec du chargement des ventes" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Échec du chargement des ventes');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps its retry button disabled while the retry runs', () => {
    render(<LoadError message="Impossible de charger les albums." onRetry={() => undefined} isRetrying />);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeDisabled();
  });
});

describe('EmptyState', () => {
  it('shows its icon hidden from screen readers, its title (a heading when asked), its text and its action', () => {
    const { container } = render(
      <EmptyState
        icon={Gavel}
        headingLevel={2}
        title="Votre panier est vide"
        action={<a href="/events">Voir</a>}
      >
        Ajoutez un billet.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Votre panier est vide' })).toBeInTheDocument();
    expect(screen.getByText('Ajoutez un billet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps its title a plain line unless a heading level is given, and can show no icon', () => {
    const { container } = render(<EmptyState icon={null} title="Aucun événement" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Aucun événement').tagName).toBe('P');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('is a plain note in its compact variant: the text only, no icon and no title', () => {
    const { container } = render(<EmptyState compact>Rien à afficher pour le moment.</EmptyState>);
    const note = screen.getByText('Rien à afficher pour le moment.');
    expect(note.tagName).toBe('P');
    expect(note.className).toContain('border-dashed');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('is announced as a status when asked, for the answer to a search', () => {
    render(
      <EmptyState compact role="status">
        Aucun album trouvé.
      </EmptyState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Aucun album trouvé.');
  });
});
