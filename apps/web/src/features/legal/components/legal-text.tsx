import type { ReactNode } from 'react';

/** The operator's contact addresses, as the legal pages give them. */
export const LEGAL_CONTACT = {
  email: 'contact@sanza.app',
  privacyEmail: 'donnees@sanza.app',
} as const;

/** Date of the current version of the terms and the privacy policy. */
export const LEGAL_UPDATED_ON = '22 novembre 2026';

/** A bulleted list of a legal text. */
export function List({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-6 marker:text-accent">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** A mail link of a legal text. */
export function Mail({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="font-semibold text-accent underline-offset-4 hover:underline">
      {address}
    </a>
  );
}
