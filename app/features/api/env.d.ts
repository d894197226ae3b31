/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The operator's API origin, set at build time (docs/deployment.md); unset means same origin. */
  readonly VITE_API_BASE?: string;
}
