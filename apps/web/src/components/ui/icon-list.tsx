import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Facts about one thing (when, where, how many), each behind its icon, in small muted text. */
export function IconList({ className, children }: { className?: string; children: ReactNode }) {
  return <ul className={`${className ? `${className} ` : ''}space-y-1.5 text-sm text-muted`}>{children}</ul>;
}

/**
 * One fact of an IconList behind its icon (hidden from screen readers). `shrinks` lets a long text truncate or wrap
 * inside the line; `top` aligns the icon with the first line of a text that wraps.
 */
export function IconItem({
  icon: Icon,
  shrinks = false,
  top = false,
  children,
}: {
  icon: LucideIcon;
  shrinks?: boolean;
  top?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={`flex ${shrinks ? 'min-w-0 ' : ''}${top ? 'items-start' : 'items-center'} gap-2`}>
      <Icon aria-hidden="true" className={`${top ? 'mt-0.5 ' : ''}size-4 shrink-0`} />
      {children}
    </li>
  );
}
