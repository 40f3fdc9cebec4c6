import { LoaderCircle, WifiOff } from 'lucide-react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { formatBytes, percentOf, progressText, type UploadState } from '../upload-rules.ts';
import { songUploadTexts as T } from '../upload-texts.ts';

type Sending = Extract<UploadState, { step: 'starting' | 'uploading' | 'retrying' }>;

/** The upload under way: a real progress bar, the bytes sent, a dropped connection said, and cancel. */
export function UploadProgress({
  state,
  fileName,
  onCancel,
}: {
  state: Sending;
  fileName: string;
  onCancel: () => void;
}) {
  const sent = state.step === 'starting' ? 0 : state.sent;
  const total = state.step === 'starting' ? 0 : state.total;
  const percent = percentOf(sent, total);
  return (
    <section
      aria-labelledby="upload-progress-title"
      className="space-y-4 rounded-3xl border border-ink-800 bg-ink-900 p-4 sm:p-6"
    >
      <div className="min-w-0">
        <h2 id="upload-progress-title" className="text-lg font-bold">
          {state.step === 'starting' ? T.starting : T.uploading}
        </h2>
        <p className="truncate text-sm text-muted" title={fileName}>
          {fileName}
        </p>
      </div>
      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="text-2xl font-extrabold tabular-nums">{percent} %</span>
          <span className="text-muted tabular-nums">{total > 0 ? progressText(sent, total) : ''}</span>
        </div>
        <div
          role="progressbar"
          aria-label={T.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={total > 0 ? `${percent} %, ${progressText(sent, total)}` : T.starting}
          className="h-3 overflow-hidden rounded-full bg-ink-800"
        >
          <div
            className={`h-full rounded-full transition-[width] duration-300 ${state.step === 'retrying' ? 'bg-amber-400' : 'bg-accent'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <div role="status" aria-live="polite" className="min-h-6 text-sm">
        {state.step === 'retrying' ? (
          <p className="flex items-center gap-2 font-semibold text-amber-300">
            <WifiOff aria-hidden="true" className="size-4 shrink-0" />
            {T.retrying}
          </p>
        ) : state.step === 'uploading' && state.resumedFrom ? (
          <p className="text-muted">{T.resuming(formatBytes(state.resumedFrom))}</p>
        ) : state.step === 'starting' ? (
          <p className="flex items-center gap-2 text-muted">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {T.starting}
          </p>
        ) : null}
      </div>
      <button type="button" onClick={onCancel} className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}>
        {T.cancel}
      </button>
    </section>
  );
}
