import type { ComponentProps } from 'react';

/** The class names of a card, for elements that are not a `section` (a list item, a link). */
export const cardClass = 'rounded-2xl border border-ink-700 bg-ink-900 p-4 sm:p-5';

/** A framed block of the page: one subject, its title inside. */
export function Card({ className, ...section }: ComponentProps<'section'>) {
  return <section className={`${cardClass}${className ? ` ${className}` : ''}`} {...section} />;
}
