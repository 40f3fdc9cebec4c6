// Imported by DOM tests: jest-dom matchers on `expect`, and unmounting after each test (Vitest runs
// without globals, so Testing Library cannot register its own cleanup).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Lazy routes import their page code on first visit; on a busy 2-core CI machine that can take more than
// Testing Library's default second, so `findBy…` waits up to 5 s (it still returns as soon as it finds).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// Preact runs effects after paint, with a 35 ms timer beside the animation frame: a file whose last render is
// that recent would see the timer fire after jsdom is gone (`cancelAnimationFrame is not defined`). Timers fire
// in the order they fall due, so one set later than them all lets every pending one run first.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 40)));
