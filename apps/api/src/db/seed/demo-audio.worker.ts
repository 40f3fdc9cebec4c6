import { parentPort, workerData } from 'node:worker_threads';
import { writeDemoAudio } from './demo-audio-files.ts';

// Runs on a worker thread: writes the missing demo tunes and answers their durations.
parentPort?.postMessage(writeDemoAudio(String(workerData.mediaDir)));
