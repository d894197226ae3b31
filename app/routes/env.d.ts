/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The site's public origin for canonical and hreflang URLs (see `config.ts`). */
  readonly VITE_SITE_ORIGIN?: string;
}
