// @vitest-environment jsdom
import '../../../test/dom.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityPicker } from './quantity-picker.tsx';

function Picker({ max, initial = 1 }: { max: number; initial?: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityPicker value={value} onChange={setValue} max={max} />;
}

const minus = () => screen.getByRole('button', { name: 'Diminuer la quantité' });
const plus = () => screen.getByRole('button', { name: 'Augmenter la quantité' });
const shown = () => screen.getByRole('status').textContent;

describe('QuantityPicker', () => {
  it('starts at 1 and cannot go below it', async () => {
    const user = userEvent.setup();
    render(<Picker max={4} />);

    expect(screen.getByRole('group', { name: 'Quantité' })).toBeInTheDocument();
    expect(shown()).toBe('1');
    expect(minus()).toBeDisabled();
    await user.click(minus());
    expect(shown()).toBe('1');
  });

  it('goes up to 4 at most', async () => {
    const user = userEvent.setup();
    render(<Picker max={4} />);

    for (let i = 0; i < 6; i++) if (!(plus() as HTMLButtonElement).disabled) await user.click(plus());
    expect(shown()).toBe('4');
    expect(plus()).toBeDisabled();
    await user.click(minus());
    expect(shown()).toBe('3');
  });

  it('stops at what is left when fewer than 4 tickets remain', async () => {
    const user = userEvent.setup();
    render(<Picker max={2} />);

    await user.click(plus());
    expect(shown()).toBe('2');
    expect(plus()).toBeDisabled();
  });

  it('shows a value outside the bounds brought back within them', () => {
    render(<QuantityPicker value={9} onChange={() => {}} max={3} />);
    expect(shown()).toBe('3');
  });
});
