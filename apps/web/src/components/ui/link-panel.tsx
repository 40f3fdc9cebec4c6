import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of a panel of links: rounded, on the raised background. */
export const linkPanelClass = 'space-y-3 rounded-3xl border border-ink-800 bg-ink-900 p-5 sm:p-6';

/** A titled panel of links (its title labels it), with an optional line under the title. */
export function LinkPanel({
  id,
  title,
  intro,
  className,
  children,
}: {
  /** The title's id, which labels the panel. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${className ? `${className} ` : ''}${linkPanelClass}`}>
      <div>
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {intro && <p className="text-sm text-muted">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** A wide link to a page: its icon, its label and a chevron. */
export function TileLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="flex min-h-12 items-center gap-3 rounded-2xl border border-ink-700 px-4 font-semibold hover:border-accent"
    >
      <Icon aria-hidden="true" className="size-5 text-accent" />
      <span className="flex-1">{children}</span>
      <ChevronRight aria-hidden="true" className="size-4 text-muted" />
    </Link>
  );
}

/** Tile links side by side on wide screens, one under the other on a phone. */
export function TileLinks({
  links,
}: {
  links: readonly { to: string; label: ReactNode; icon: LucideIcon }[];
}) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {links.map(({ to, label, icon }) => (
        <li key={to}>
          <TileLink to={to} icon={icon}>
            {label}
          </TileLink>
        </li>
      ))}
    </ul>
  );
}
