import { Download } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { FormAlert } from '../../../../components/ui/form-feedback.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { fetchAttendeesCsv } from '../api.ts';
import { studioEventsTexts } from '../texts.ts';

const t = studioEventsTexts.sales;

/** Saves a file the page holds: a temporary link to it, clicked, then let go. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; a later release leaves slow browsers time to read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** « Exporter les participants (CSV) »: the file asked with the credentials, then saved. */
export function AttendeesExport({ serialId }: { serialId: string }) {
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { blob, fileName } = await fetchAttendeesCsv(serialId);
      saveBlob(blob, fileName);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t.exportFailed);
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
        {isBusy ? t.exporting : t.export}
      </button>
      {failure && <FormAlert>{failure}</FormAlert>}
    </div>
  );
}
