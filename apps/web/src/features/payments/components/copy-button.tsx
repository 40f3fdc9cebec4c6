import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { checkoutTexts } from '../texts.ts';

/** Copies `value` to the clipboard; absent where the browser offers no clipboard (an insecure page). */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [isCopied]);

  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <button
      type="button"
      onClick={() => {
        navigator.clipboard.writeText(value).then(
          () => setCopied(true),
          () => undefined,
        );
      }}
      aria-label={checkoutTexts.copyLabel(what)}
      className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full border border-ink-600 px-3 text-sm font-semibold hover:border-fg"
    >
      {isCopied ? (
        <Check aria-hidden="true" className="size-4 text-emerald-300" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      <span aria-live="polite">{isCopied ? checkoutTexts.copied : checkoutTexts.copy}</span>
    </button>
  );
}
