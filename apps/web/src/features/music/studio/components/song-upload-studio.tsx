import { studioMusicMessages as M } from '@sanza/contracts/constants';
import { FileAudio, Info, Upload } from 'lucide-react';
import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { FormAlert, SuccessMessage } from '../../../../components/ui/form-feedback.tsx';
import { FieldError, SelectField, TextField } from '../../../../components/ui/form-field.tsx';
import { startSongUpload } from '../tus-upload.ts';
import { useGenres, useMyAlbums, useUploadStatus } from '../upload-queries.ts';
import {
  AUDIO_ACCEPT,
  fileProblem,
  formatBytes,
  titleFromFileName,
  uploadMetadata,
  uploadReducer,
} from '../upload-rules.ts';
import { songUploadTexts as T } from '../upload-texts.ts';
import { UploadProgress } from './upload-progress.tsx';
import { UploadResult } from './upload-result.tsx';

type Fields = { title: string; genre: string; album_id: string; track_number: string };
const EMPTY: Fields = { title: '', genre: '', album_id: '', track_number: '' };
type Errors = Partial<Record<'file' | keyof Fields, string>>;

/** Checks the form before sending: a file of at most 200 MB, a title, a track number in 1–999. */
export function formErrors(file: File | null, fields: Fields): Errors {
  const errors: Errors = {};
  const file_ = fileProblem(file, { fileMissing: M.songFileMissing, fileTooLarge: M.songFileTooLarge });
  if (file_) errors.file = file_;
  if (!fields.title.trim()) errors.title = M.songTitleMissing;
  const track = fields.track_number.trim();
  if (track && !(/^\d{1,3}$/.test(track) && Number(track) >= 1)) errors.track_number = T.trackInvalid;
  return errors;
}

/**
 * The upload page's body: the form, then the progress of the resumable upload, then the processing of the
 * received file (asked every 2 s) until the song is published or failed.
 */
export function SongUploadStudio() {
  const genres = useGenres();
  const albums = useMyAlbums();
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [state, dispatch] = useReducer(uploadReducer, { step: 'idle' });
  const cancelRef = useRef<(() => Promise<void>) | null>(null);
  const uploadId = state.step === 'processing' ? state.uploadId : null;
  const status = useUploadStatus(uploadId);

  useEffect(() => {
    if (status.data)
      dispatch({
        type: 'status',
        status: status.data.status,
        songId: status.data.song_id,
        error: status.data.error,
      });
  }, [status.data]);
  // Leaving the page stops the upload where it is (the same file chosen later resumes it).
  useEffect(() => () => void cancelRef.current?.(), []);

  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    setErrors((e) => ({ ...e, file: undefined }));
    // The title is taken from the file name unless one was typed for another file.
    if (chosen && (!fields.title || (file && fields.title === titleFromFileName(file.name))))
      set('title')(titleFromFileName(chosen.name));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = formErrors(file, fields);
    setErrors(found);
    if (Object.keys(found).length || !file) return;
    dispatch({ type: 'start' });
    try {
      const { cancel } = await startSongUpload(file, uploadMetadata(file, fields), {
        onResumed: (from, total) => dispatch({ type: 'resumed', from, total }),
        onProgress: (sent, total) => dispatch({ type: 'progress', sent, total }),
        onRetrying: () => dispatch({ type: 'retrying' }),
        onReceived: (id) => {
          cancelRef.current = null;
          dispatch({ type: 'received', uploadId: id });
        },
        onError: (message) => {
          cancelRef.current = null;
          dispatch({ type: 'error', message });
        },
      });
      cancelRef.current = cancel;
    } catch {
      dispatch({ type: 'error', message: T.genericError });
    }
  }

  async function cancel() {
    const stop = cancelRef.current;
    cancelRef.current = null;
    dispatch({ type: 'cancel', notice: T.cancelled });
    await stop?.();
  }

  function another() {
    setFile(null);
    setFields(EMPTY);
    setErrors({});
    dispatch({ type: 'reset' });
  }

  if (state.step === 'starting' || state.step === 'uploading' || state.step === 'retrying')
    return <UploadProgress state={state} fileName={file?.name ?? ''} onCancel={cancel} />;
  if (state.step === 'processing' || state.step === 'ready' || state.step === 'failed')
    return (
      <UploadResult state={state} title={fields.title} statusError={status.isError} onAnother={another} />
    );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={T.title}
      // The empty live region of the notice takes no room (it is always there, so the notice is announced).
      className="space-y-5 rounded-3xl border border-ink-800 bg-ink-900 p-4 sm:p-6 [&>[role=status]:empty]:mb-0"
    >
      {state.error && <FormAlert>{state.error}</FormAlert>}
      <SuccessMessage>{state.notice}</SuccessMessage>
      <div>
        <label htmlFor="song-file" className="mb-1.5 block text-sm font-medium text-fg">
          {T.fileLabel}
        </label>
        {/* The browser's own button and « no file » text speak the browser's language: ours says it in French. */}
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ink-600 px-4 text-sm font-semibold hover:border-fg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent has-[[aria-invalid=true]]:border-red-400">
          <FileAudio aria-hidden="true" className="size-5" />
          {file ? T.changeFile : T.chooseFile}
          <input
            id="song-file"
            type="file"
            accept={AUDIO_ACCEPT}
            aria-invalid={!!errors.file}
            aria-describedby={`song-file-hint${errors.file ? ' song-file-error' : ''}`}
            onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
            className="sr-only"
          />
        </label>
        <p id="song-file-hint" className="mt-1.5 text-sm text-muted">
          {file ? `${file.name} · ${formatBytes(file.size)}` : T.fileHint}
        </p>
        <FieldError id="song-file" messages={errors.file} />
      </div>
      <TextField
        id="song-title"
        label={T.titleLabel}
        hint={T.titleHint}
        value={fields.title}
        maxLength={200}
        onChange={(e) => set('title')(e.target.value)}
        error={errors.title}
      />
      <SelectField
        id="song-genre"
        label={T.genreLabel}
        value={fields.genre}
        onChange={(e) => set('genre')(e.target.value)}
      >
        <option value="">{genres.isPending ? T.genresLoading : T.genreNone}</option>
        {genres.data?.map((g) => (
          <option key={g.id} value={String(g.id)}>
            {g.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="song-album"
        label={T.albumLabel}
        value={fields.album_id}
        onChange={(e) => set('album_id')(e.target.value)}
      >
        <option value="">{T.albumNone}</option>
        {albums.data?.map((a) => (
          <option key={a.id} value={String(a.id)}>
            {a.title}
          </option>
        ))}
      </SelectField>
      <TextField
        id="song-track"
        label={T.trackLabel}
        inputMode="numeric"
        value={fields.track_number}
        onChange={(e) => set('track_number')(e.target.value)}
        error={errors.track_number}
      />
      <p className="flex items-start gap-2 rounded-xl bg-ink-800/60 px-3.5 py-3 text-sm text-muted">
        <Info aria-hidden="true" className="mt-px size-4 shrink-0 text-accent" />
        <span>{T.resumeHint}</span>
      </p>
      <button type="submit" className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
        <Upload aria-hidden="true" className="size-4" />
        {T.submit}
      </button>
    </form>
  );
}
