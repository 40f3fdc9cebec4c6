// Imported by DOM tests: jest-dom matchers on `expect`, and unmounting after each test (Vitest runs
// without globals, so Testing Library cannot register its own cleanup).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
