import type { StudioEvent } from '@sanza/contracts';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { FormAlert, SuccessMessage } from '../../../../components/ui/form-feedback.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { studioCardClass } from '../../../studio/components/studio-card.tsx';
import { useUploadCover } from '../mutations.ts';
import { coverFileError } from '../rules.ts';
import { studioEventsTexts } from '../texts.ts';

const t = studioEventsTexts.cover;

/** The event's cover: the current one, a preview of the one chosen, its upload with a progress bar. */
export function CoverUpload({ event }: { event: StudioEvent }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const upload = useUploadCover(event.serial_id, setProgress);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    setDone(null);
    setProgress(null);
    if (!chosen) return;
    const problem = coverFileError(chosen);
    setError(problem);
    if (problem) {
      setFile(null);
      setPreview(null);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setFile(chosen);
  };

  const send = () => {
    if (!file) return;
    setError(null);
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => {
        setDone(t.done);
        setFile(null);
        setPreview(null);
        setProgress(null);
        if (inputRef.current) inputRef.current.value = '';
      },
      onError: (failure) => {
        setProgress(null);
        setError(failure instanceof ApiError ? failure.message : t.failed);
      },
    });
  };

  const shown = preview ?? event.image;
  return (
    <section aria-labelledby="cover-section" className={studioCardClass}>
      <h2 id="cover-section" className="text-lg font-bold">
        {t.title}
      </h2>
      <div className="overflow-hidden rounded-2xl border border-ink-800 bg-ink-950">
        {shown ? (
          <img
            src={shown}
            srcSet={preview ? undefined : (event.image_srcset ?? undefined)}
            sizes="(min-width: 768px) 640px, 100vw"
            alt={preview ? t.previewAlt : t.currentAlt(event.name)}
            className="aspect-video w-full object-cover"
          />
        ) : (
          <div className="grid aspect-video place-items-center text-sm text-muted">{t.none}</div>
        )}
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-muted">
        {t.hint}
      </p>
      <div className="flex flex-wrap gap-3">
        <label htmlFor={inputId} className={`${buttonClass('secondary')} cursor-pointer`}>
          <ImageUp aria-hidden="true" className="size-5" />
          {event.image || file ? t.replace : t.choose}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${inputId}-hint`}
          className="sr-only"
          onChange={(e) => choose(e.target.files?.[0])}
        />
        {file && (
          <button type="button" className={buttonClass('primary')} disabled={upload.isPending} onClick={send}>
            {upload.isPending && progress !== null ? t.uploading(progress) : t.upload}
          </button>
        )}
      </div>
      {progress !== null && (
        <progress
          max={100}
          value={progress}
          aria-label={t.progressLabel}
          className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-ink-800 [&::-webkit-progress-value]:bg-accent"
        />
      )}
      {error && <FormAlert>{error}</FormAlert>}
      <SuccessMessage>{done}</SuccessMessage>
    </section>
  );
}
