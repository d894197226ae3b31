/**
 * The API origin the site was built for: `VITE_API_BASE` (docs/deployment.md), else the page's own
 * origin (an empty base, so paths stay relative). The embed bundle does not use this: a partner page
 * passes its own `api-base`.
 */
export function defaultApiBase(): string {
  // `import.meta.env` exists under Vite and Vitest; plain Node (tsx scripts) has none.
  const env = (import.meta as { env?: Partial<ImportMetaEnv> }).env;
  return env?.VITE_API_BASE?.trim() ?? '';
}
