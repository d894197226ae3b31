/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The operator's API origin, set at build time (README "Deployment"); unset means same origin. */
  readonly VITE_API_BASE?: string;
}
