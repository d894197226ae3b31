/**
 * The contract's fingerprint: the SHA-256 of the OpenAPI document (`scripts/openapi.ts`, the bytes
 * `/api/openapi.json` serves), recorded once per contract version in `contract/fingerprints.json`.
 * `contract/version.test.ts` fails while the document's fingerprint is not the one recorded for
 * `CONTRACT_VERSION`: a declaration changed and the version did not.
 *
 *   npm run contract:fingerprint     records the document's fingerprint for CONTRACT_VERSION —
 *                                    only for a version not recorded yet, with its CHANGELOG entry
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTRACT_VERSION } from '../contract/version.ts';
import { openApiText } from './openapi.ts';

export const FINGERPRINTS_FILE = fileURLToPath(
  new URL('../contract/fingerprints.json', import.meta.url),
);
export const CHANGELOG_FILE = fileURLToPath(new URL('../contract/CHANGELOG.md', import.meta.url));

export const fingerprintOf = (document: string) =>
  `sha256:${createHash('sha256').update(document).digest('hex')}`;

export const recordedFingerprints = (): Record<string, string> =>
  JSON.parse(readFileSync(FINGERPRINTS_FILE, 'utf8')) as Record<string, string>;

/** The versions of `contract/CHANGELOG.md`'s entries (`## 1.2.0 — 2026-12-02`), newest first. */
export function changelogVersions(text = readFileSync(CHANGELOG_FILE, 'utf8')): string[] {
  return [...text.matchAll(/^## (\d+\.\d+\.\d+)\b/gm)].map((match) => match[1]!);
}

/** Compares two semver cores: negative when `a` is older. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  for (let at = 0; at < 3; at++) if (x![at] !== y![at]) return x![at]! - y![at]!;
  return 0;
}

/** What to do when the document is not the one recorded for the version; null when it is. */
export function versionProblem(document: string): string | null {
  const now = fingerprintOf(document);
  const recorded = recordedFingerprints();
  const had = recorded[CONTRACT_VERSION];
  if (had === now) return null;
  const steps =
    'bump CONTRACT_VERSION in contract/version.ts (semver: major when a gateway that passed must change, minor for something added, patch for words only), add its entry at the top of contract/CHANGELOG.md saying what changed for a gateway, then run `npm run contract:fingerprint`';
  return had
    ? `The OpenAPI document changed (${now}) but the contract's version did not: ${CONTRACT_VERSION} was recorded as ${had}. To release the change, ${steps}.`
    : `No fingerprint is recorded for ${CONTRACT_VERSION} in contract/fingerprints.json: ${steps}.`;
}

if (import.meta.filename === process.argv[1]) {
  const recorded = recordedFingerprints();
  const now = fingerprintOf(openApiText());
  const [newest] = changelogVersions();
  if (recorded[CONTRACT_VERSION] === now) {
    console.log(`contract ${CONTRACT_VERSION}: fingerprint already recorded`);
  } else if (recorded[CONTRACT_VERSION]) {
    console.error(
      `contract ${CONTRACT_VERSION} is recorded with another document: bump CONTRACT_VERSION (contract/version.ts) and add its CHANGELOG entry first`,
    );
    process.exitCode = 1;
  } else if (newest !== CONTRACT_VERSION) {
    console.error(
      `contract/CHANGELOG.md's newest entry is ${newest ?? 'missing'}, not ${CONTRACT_VERSION}: add «## ${CONTRACT_VERSION} — <date>» at its top, saying what changed`,
    );
    process.exitCode = 1;
  } else {
    writeFileSync(
      FINGERPRINTS_FILE,
      `${JSON.stringify({ ...recorded, [CONTRACT_VERSION]: now }, null, 2)}\n`,
    );
    console.log(`contract ${CONTRACT_VERSION}: recorded ${now}`);
  }
}
