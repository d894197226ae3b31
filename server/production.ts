/**
 * Production mode (`NODE_ENV=production`, docs/production.md): what the server refuses to start
 * with, and the settings it reports missing at start. One table: docs/production.md's checklist
 * is held to it by `production.test.ts`, so the page and the server cannot list different
 * settings.
 */

type Env = NodeJS.ProcessEnv;

const set = (env: Env, name: string) => Boolean(env[name]?.trim());

export interface Refusal {
  /** The variable (or variables) at fault. */
  setting: string;
  /** Whether `env` holds what production refuses. */
  refused(env: Env): boolean;
  /** Why, for the error message: nothing secret, only names and reasons. */
  why: string;
}

/** What a production start refuses: each would expose secrets or personal data, or trust forgeries. */
export const PRODUCTION_REFUSALS: readonly Refusal[] = [
  {
    setting: 'DEV_API',
    refused: (env) => env.DEV_API === '1',
    why: 'DEV_API=1 is refused with NODE_ENV=production: the developer routes hand out SMS codes, stored requests and a signer anyone may call',
  },
  {
    setting: 'EDS_TRUST_TEST_CA',
    refused: (env) => env.EDS_TRUST_TEST_CA === '1',
    why: 'EDS_TRUST_TEST_CA=1 is refused with NODE_ENV=production: the test PKI’s private keys are public',
  },
  {
    setting: 'OFFER_PERIODS',
    refused: (env) => set(env, 'OFFER_PERIODS'),
    why: 'OFFER_PERIODS is refused with NODE_ENV=production: the offers run over their own periods',
  },
  {
    setting: 'PUBLIC_ORIGIN',
    refused: (env) => !set(env, 'PUBLIC_ORIGIN'),
    why: 'PUBLIC_ORIGIN is required with NODE_ENV=production (refused without it): the eGov QR’s links are made from it, never from the request’s Host header (which a client writes), so without it no QR code is issued',
  },
  {
    setting: 'SITE_ORIGINS',
    refused: (env) => apiOnAnotherOrigin(env) && !set(env, 'SITE_ORIGINS'),
    why: "SITE_ORIGINS is required with NODE_ENV=production when VITE_API_BASE puts the API on another origin (refused without it): every call of the site's pages is then cross-origin, and the API answers them only for SITE_ORIGINS — set it to the site's origin(s), here and on the API host if it is another server (docs/deployment.md «The API on its own host»)",
  },
];

/**
 * Whether `VITE_API_BASE` names another origin than the site's (an http(s) URL; a path or nothing
 * is the site's own). Whether the URL is well formed is `config.ts`'s to say.
 */
function apiOnAnotherOrigin(env: Env): boolean {
  const base = env.VITE_API_BASE?.trim() ?? '';
  return /^https?:\/\//i.test(base);
}

export interface NeededSetting {
  setting: string;
  /** Whether `env` lacks it. */
  lacking(env: Env): boolean;
  /** What happens without it (printed at start). */
  without: string;
}

/**
 * The settings a production server needs but can start without: each missing one is printed at
 * start (`production: lacking …`), never its value.
 */
export const PRODUCTION_NEEDS: readonly NeededSetting[] = [
  {
    setting: 'TRUST_PROXY',
    lacking: (env) => !set(env, 'TRUST_PROXY') || env.TRUST_PROXY?.trim() === '0',
    without:
      'the server speaks plain HTTP, so TLS ends at a proxy; without the number of proxies every visitor has the proxy’s address and the per-address limits lock everyone out',
  },
  {
    setting: 'DATA_DIR',
    lacking: (env) => !set(env, 'DATA_DIR'),
    without: 'the database is .data/ under the working directory, not on the disk you back up',
  },
  {
    setting: 'METRICS_TOKEN',
    lacking: (env) => !set(env, 'METRICS_TOKEN'),
    without: '/metrics is not served (404)',
  },
  {
    setting: 'EDS_TRUST_ANCHORS',
    lacking: (env) =>
      env.EDS_VERIFIER === 'ncanode' ? !set(env, 'NCANODE_URL') : !set(env, 'EDS_TRUST_ANCHORS'),
    without:
      'no EDS signature or EDS login is accepted: the built-in verifier trusts no CA (or set EDS_VERIFIER=ncanode and NCANODE_URL)',
  },
  {
    setting: 'EDS_CA_CERTIFICATES',
    lacking: (env) => env.EDS_VERIFIER !== 'ncanode' && !set(env, 'EDS_CA_CERTIFICATES'),
    without:
      'a signer’s chain cannot be built: NCALayer’s CMS carries only the signer’s certificate',
  },
  {
    setting: 'KIOSK_FLEET_SECRET',
    lacking: (env) => !set(env, 'KIOSK_FLEET_SECRET'),
    without:
      'kiosks cannot report here: each start makes a new secret, so no kiosk’s key is accepted (needed only with kiosks)',
  },
  {
    setting: 'KIOSK_STATUS_TOKEN',
    lacking: (env) => !set(env, 'KIOSK_STATUS_TOKEN'),
    without: 'the staff’s /kiosk-status page stays closed (needed only with kiosks)',
  },
];

/** The refusal's words for `setting` (the one text, wherever the setting is read). */
export function productionRefusal(setting: string): string {
  const refusal = PRODUCTION_REFUSALS.find((r) => r.setting === setting);
  if (!refusal) throw new Error(`no production refusal for ${setting}`);
  return refusal.why;
}

/** The refusals `env` meets in production (none outside it). */
export function productionRefusals(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return PRODUCTION_REFUSALS.filter((r) => r.refused(env)).map((r) => r.why);
}

/** The lines a production start prints about what it lacks (none outside production). */
export function productionReport(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const lines = PRODUCTION_NEEDS.filter((n) => n.lacking(env)).map(
    (n) => `production: lacking ${n.setting} — ${n.without}`,
  );
  if (env.DEMO_DATA === '1') {
    lines.push('production: DEMO_DATA=1 — the demo companies, applications and cases are loaded');
  }
  return lines;
}
