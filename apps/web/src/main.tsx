import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startServiceWorker } from './features/offline/service-worker.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root introuvable dans index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Offline mode and installation (issue 17): registers once the first page has loaded.
startServiceWorker();
