import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startServiceWorker } from './features/offline/service-worker.ts';
import { provideDownloadedAudio } from './lib/downloaded-audio.ts';
import './styles.css';

// The player plays a song's downloaded copy when this device holds one; the downloads' code loads then only.
provideDownloadedAudio((songId) =>
  import('./features/downloads/store.ts').then(({ openDownloadedAudio }) => openDownloadedAudio(songId)),
);

const root = document.getElementById('root');
if (!root) throw new Error('#root introuvable dans index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The data budget counts what every page fetches, from its start: the observer reads the entries the
// browser buffered before it, so it loads after the page, off its critical path.
const measureData = () =>
  void import('./features/data-budget/store.ts').then(({ startMeasuring }) => startMeasuring());
if (document.readyState === 'complete') measureData();
else window.addEventListener('load', measureData, { once: true });

// Offline mode and installation: registers once the first page has loaded.
startServiceWorker();
