// @vitest-environment jsdom
import '../../../test/dom.ts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissUpdate, reportUpdateWaiting } from '../store.ts';
import { UpdatePrompt } from './update-prompt.tsx';

describe('UpdatePrompt', () => {
  afterEach(() => act(() => dismissUpdate()));

  it('shows nothing while no new version waits', () => {
    const { container } = render(<UpdatePrompt />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers « Mettre à jour » when a new version waits, and applies it once', async () => {
    const user = userEvent.setup();
    const apply = vi.fn(() => new Promise<void>(() => {}));
    render(<UpdatePrompt />);

    act(() => reportUpdateWaiting(apply));
    expect(screen.getByRole('status')).toHaveTextContent('Nouvelle version disponible');
    const update = screen.getByRole('button', { name: 'Mettre à jour' });
    await user.click(update);

    expect(apply).toHaveBeenCalledTimes(1);
    expect(update).toBeDisabled();
  });

  it('« Plus tard » puts it away without updating', async () => {
    const user = userEvent.setup();
    const apply = vi.fn(async () => {});
    render(<UpdatePrompt />);
    act(() => reportUpdateWaiting(apply));

    await user.click(screen.getByRole('button', { name: 'Plus tard' }));

    expect(screen.queryByText('Nouvelle version disponible')).not.toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });
});
