import { DownloadButton } from '../../../../components/ui/download-button.tsx';
import { fetchAttendeesCsv } from '../api.ts';
import { studioEventsTexts } from '../texts.ts';

const t = studioEventsTexts.sales;

/** « Exporter les participants (CSV) »: the file asked with the credentials, then saved. */
export function AttendeesExport({ serialId }: { serialId: string }) {
  return (
    <DownloadButton
      fetchFile={() => fetchAttendeesCsv(serialId)}
      label={t.export}
      busyLabel={t.exporting}
      failed={t.exportFailed}
    />
  );
}
