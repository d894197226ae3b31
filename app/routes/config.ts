/**
 * Where the site lives, for absolute canonical and hreflang URLs: `VITE_SITE_ORIGIN` at build time
 * (e.g. `VITE_SITE_ORIGIN=https://business.example.kz npm run build`), else the default below.
 */
export const DEFAULT_SITE_ORIGIN = 'https://business.dalatelecom.kz';

/** The operator's main (consumer) site, which the footer's «О компании» links point to. */
export const OPERATOR_SITE = 'https://dalatelecom.kz';

export function siteOrigin(): string {
  // `import.meta.env` exists under Vite (client and SSR bundles) and Vitest, not in plain Node.
  const env = (import.meta as { env?: Partial<ImportMetaEnv> }).env;
  const configured = env?.VITE_SITE_ORIGIN?.trim();
  return (configured || DEFAULT_SITE_ORIGIN).replace(/\/+$/, '');
}
