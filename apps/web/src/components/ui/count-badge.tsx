/**
 * The small accent bubble with a count on a top-bar icon (unread notifications, tickets in the cart): nothing
 * at 0, « 99+ » above 99. Decorative: the control's own label says the number. `className` places it.
 */
export function CountBadge({ count, className }: { count: number; className: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={`absolute grid h-4 min-w-4 place-items-center rounded-full bg-accent px-1 text-[10px] leading-none font-bold text-accent-ink tabular-nums ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
