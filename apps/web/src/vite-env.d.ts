/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Root of the API, `/api` when unset (same origin). */
  readonly VITE_API_ROOT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The widget's French strings (registers themselves; the package ships no types for this entry). */
declare module 'altcha/i18n/fr-fr';
