import { Download } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { type ApiFile, saveBlob } from '../../lib/file-download.ts';
import { buttonClass } from './button.tsx';
import { FormAlert } from './form-feedback.tsx';

/**
 * A button that downloads a file asked with the credentials (`fetchFile`, e.g. through `fetchApiFile`), then saves
 * it; busy meanwhile, and the server's message (or `failed`) under it when that fails.
 */
export function DownloadButton({
  fetchFile,
  label,
  busyLabel,
  failed,
}: {
  fetchFile: () => Promise<ApiFile>;
  label: string;
  busyLabel: string;
  failed: string;
}) {
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { blob, fileName } = await fetchFile();
      saveBlob(blob, fileName);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => void download()}
        disabled={isBusy}
        aria-busy={isBusy || undefined}
        className={buttonClass('secondary')}
      >
        <Download aria-hidden="true" className="size-5" />
        {isBusy ? busyLabel : label}
      </button>
      {failure && <FormAlert>{failure}</FormAlert>}
    </div>
  );
}
