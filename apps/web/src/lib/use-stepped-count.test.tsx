// @vitest-environment jsdom
import '../test/dom.ts';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSteppedCount } from './use-stepped-count.ts';

function List({ total }: { total: number }) {
  const drawn = useSteppedCount(total, 6);
  return (
    <ul>
      {Array.from({ length: drawn }, (_, i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

describe('useSteppedCount', () => {
  it('draws six items first, then the rest in later tasks', async () => {
    const seen: number[] = [];
    const observer = new MutationObserver(() => seen.push(screen.queryAllByRole('listitem').length));
    observer.observe(document.body, { childList: true, subtree: true });
    render(<List total={20} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    observer.disconnect();
    // Each step added six (the last one two): never the whole list in one go.
    expect([...new Set(seen)].filter((count) => count > 6)).toEqual([12, 18, 20]);
  });

  it('draws a short list at once', () => {
    render(<List total={4} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
