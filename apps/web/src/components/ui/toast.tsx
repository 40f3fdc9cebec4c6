import { TOAST_DURATION_MS } from '@sanza/contracts/constants';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { toast } from 'sonner';

export type ToastTone = 'success' | 'error' | 'info';

type ToastCardProps = { message: string; tone: ToastTone; onDismiss: () => void };

/**
 * One toast's card. A success or note is a polite `status`; an error is an `alert`, read at once. The text stays
 * short, so 3 s is enough to read it, and the close button lets a user dismiss it sooner.
 */
export function ToastCard({ message, tone, onDismiss }: ToastCardProps) {
  const isError = tone === 'error';
  const Icon = isError ? CircleAlert : CircleCheck;
  return (
    <div
      role={isError ? 'alert' : 'status'}
      aria-atomic="true"
      className={`flex w-[min(22rem,calc(100vw-2rem))] items-start gap-3 rounded-2xl border p-4 text-sm shadow-xl shadow-black/40 ${
        isError ? 'border-red-800 bg-red-950 text-red-100' : 'border-ink-600 bg-ink-800 text-fg'
      }`}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${isError ? 'text-red-300' : tone === 'success' ? 'text-emerald-400' : 'text-accent'}`}
      />
      <p className="flex-1 font-medium">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Fermer"
        className="-m-1 grid size-7 shrink-0 place-items-center rounded-full text-muted hover:bg-ink-700 hover:text-fg"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * Shows a toast in the app's toaster (bottom right) for 3 seconds. Any feature may call
 * it; the toaster itself is mounted once by the app's providers.
 */
export function showToast(message: string, tone: ToastTone = 'success'): void {
  toast.custom((id) => <ToastCard message={message} tone={tone} onDismiss={() => toast.dismiss(id)} />, {
    duration: TOAST_DURATION_MS,
    unstyled: true,
  });
}
