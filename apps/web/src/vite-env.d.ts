/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Root of the API, `/api` when unset (same origin). */
  readonly VITE_API_ROOT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
