import { ImageUp } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useFlashMessage } from '../../lib/use-flash-message.ts';

/** A local preview URL of `file`, released when the file changes or the form goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** What sends the image (a mutation): forgets its last answer, and sends a file. */
type ImageSender = { reset: () => void; mutateAsync: (file: File) => Promise<unknown> };

/**
 * A form that sends one chosen image: `choose` takes the picked file (checked by `problemOf` before anything is
 * sent; a refused one is not kept and its reason is `problem`), `previewUrl` shows the kept one, and `onSubmit`
 * sends it; once sent, the form is emptied and `savedText` is `success` for a few seconds.
 */
export function useImagePick({
  upload,
  problemOf,
  savedText,
}: {
  upload: ImageSender;
  problemOf: (file: File) => string | null;
  savedText: string;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [success, flash] = useFlashMessage();
  const previewUrl = usePreviewUrl(file);

  const choose = (chosen: File | undefined) => {
    upload.reset();
    const reason = chosen ? problemOf(chosen) : null;
    setProblem(reason);
    setFile(chosen && !reason ? chosen : null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (!file) return;
    try {
      await upload.mutateAsync(file);
    } catch {
      return;
    }
    setFile(null);
    formElement.reset();
    flash(savedText);
  };

  return { file, problem, previewUrl, success, choose, onSubmit };
}

/** The « choose an image » button: a label drawn as a button around a hidden file input (`id`). */
export function ImagePickButton({
  id,
  label,
  accept,
  isInvalid,
  describedBy,
  onChoose,
}: {
  id: string;
  label: string;
  /** The accepted MIME types. */
  accept: readonly string[];
  isInvalid: boolean;
  describedBy: string | undefined;
  onChoose: (file: File | undefined) => void;
}) {
  return (
    <label
      htmlFor={id}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ink-600 px-4 text-sm font-semibold hover:border-fg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
    >
      <ImageUp aria-hidden="true" className="size-5" />
      {label}
      <input
        id={id}
        type="file"
        accept={accept.join(',')}
        aria-invalid={isInvalid}
        aria-describedby={describedBy}
        className="sr-only"
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
    </label>
  );
}
