import type { ReactNode } from 'react';

type Props = { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The frame of the account screens: a centred card with its title, on phones the full width. */
export function AuthCard({ title, intro, children, footer }: Props) {
  return (
    <div className="mx-auto w-full max-w-md py-2 sm:py-8">
      <div className="rounded-3xl border border-ink-800 bg-ink-900/60 p-5 sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        {intro && <p className="mt-2 text-sm text-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-5 text-center text-sm text-muted">{footer}</div>}
    </div>
  );
}

/** A text link of the account screens. */
export const authLinkClass =
  'font-semibold text-accent underline-offset-4 hover:text-accent-soft hover:underline';
