import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

type DialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Shown under the title and read with it. */
  description?: ReactNode;
  children: ReactNode;
  /** Label of the close button (an icon). */
  closeLabel?: string;
};

/**
 * A modal dialog on the native `<dialog>` (focus kept inside, Escape closes, the page behind is inert): a bottom
 * sheet on phones, centred from `sm`. Its content is only rendered while open, so closed dialogs ask nothing.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  description,
  children,
  closeLabel = 'Fermer',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a native modal dialog
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => {
        if (isOpen) onClose();
      }}
      // A tap on the backdrop (the dialog element itself, outside its panel) closes it; keyboards have Escape.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 mt-auto max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-3xl border border-ink-700 bg-ink-900 p-0 text-fg backdrop:bg-black/70 sm:m-auto sm:w-[calc(100%-2rem)] sm:max-w-lg sm:rounded-3xl"
    >
      {isOpen && (
        <div className="space-y-4 p-5 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 id={titleId} className="text-lg font-bold">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-muted">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="-mt-1 -mr-2 grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-ink-800 hover:text-fg"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
