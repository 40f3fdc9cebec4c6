import { CircleCheck, LoaderCircle, Play } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { FormAlert } from '../../../../components/ui/form-feedback.tsx';
import type { UploadState } from '../upload-rules.ts';
import { songUploadTexts as T } from '../upload-texts.ts';

type Done = Extract<UploadState, { step: 'processing' | 'ready' | 'failed' }>;

const linkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-ink-600 px-5 font-semibold hover:border-fg';

/** After the last byte: processing, then the published song (or why it failed), and where to go next. */
export function UploadResult({
  state,
  title,
  statusError,
  onAnother,
}: {
  state: Done;
  title: string;
  statusError: boolean;
  onAnother: () => void;
}) {
  return (
    <section
      aria-labelledby="upload-result-title"
      className="space-y-4 rounded-3xl border border-ink-800 bg-ink-900 p-4 sm:p-6"
    >
      <h2 id="upload-result-title" className="break-words text-lg font-bold">
        {title}
      </h2>
      <div role="status" aria-live="polite">
        {state.step === 'processing' && (
          <p className="flex items-center gap-2 text-sm text-muted">
            <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
            {T.processing}
          </p>
        )}
        {state.step === 'ready' && (
          <p className="flex items-center gap-2 font-semibold text-emerald-300">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {T.ready}
          </p>
        )}
      </div>
      {state.step === 'processing' && statusError && <FormAlert>{T.statusFailed}</FormAlert>}
      {state.step === 'failed' && (
        <FormAlert>
          <p className="font-semibold">{T.failed}</p>
          {state.error && <p>{state.error}</p>}
        </FormAlert>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {state.step === 'ready' && (
          <Link to={`/musics/${state.songId}`} className={buttonClass('primary')}>
            <Play aria-hidden="true" className="size-4" />
            {T.listen}
          </Link>
        )}
        <Link to="/studio/songs" className={linkClass}>
          {T.mySongs}
        </Link>
        {state.step !== 'processing' && (
          <button type="button" onClick={onAnother} className={linkClass}>
            {T.uploadAnother}
          </button>
        )}
      </div>
    </section>
  );
}
