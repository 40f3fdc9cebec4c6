import { DownloadsView } from '../features/downloads/components/downloads-view.tsx';

/** /downloads: the songs saved on this device for offline listening. */
export function DownloadsPage() {
  return <DownloadsView />;
}
