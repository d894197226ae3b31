/**
 * `npm run kiosk:release` (after `npm run build`): what a kiosk device installs, one versioned
 * tarball (docs/kiosk.md «Deployment»):
 *
 *   dist/kiosk-release/dala-kiosk-<version>.tar.gz         the release
 *   dist/kiosk-release/dala-kiosk-<version>.tar.gz.sha256  its checksum, which update.sh checks
 *
 * Inside, `dala-kiosk-<version>/`: `server.mjs` and `watchdog.mjs` (dist/kiosk-device), `site/`
 * (the built site, without its .br/.gz copies: the device serves its own browser over the
 * loopback), `deploy/` (deploy/kiosk: units, install.sh, update.sh) and `VERSION`. The version is
 * the kiosk service worker's (dist/kiosk-precache.json), the one the fleet page shows per device.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');

export interface KioskReleaseOptions {
  /** `dist/`: site/, kiosk-device/, kiosk-precache.json. */
  distDir: string;
  /** deploy/kiosk. */
  deployDir: string;
  outDir: string;
}

/** Packs a release; returns the tarball's path and the version. */
export function packKioskRelease({ distDir, deployDir, outDir }: KioskReleaseOptions) {
  const { version } = JSON.parse(readFileSync(join(distDir, 'kiosk-precache.json'), 'utf8')) as {
    version: string;
  };
  if (!/^[0-9a-f]{8,}$/.test(version)) throw new Error(`kiosk release: odd version "${version}"`);
  const name = `dala-kiosk-${version}`;
  const staging = mkdtempSync(join(tmpdir(), 'kiosk-release-'));
  try {
    const top = join(staging, name);
    mkdirSync(top);
    for (const file of ['server.mjs', 'watchdog.mjs']) {
      cpSync(join(distDir, 'kiosk-device', file), join(top, file));
    }
    cpSync(join(distDir, 'site'), join(top, 'site'), {
      recursive: true,
      filter: (source) => !/\.(br|gz)$/.test(source),
    });
    cpSync(deployDir, join(top, 'deploy'), { recursive: true });
    writeFileSync(join(top, 'VERSION'), `${version}\n`);
    mkdirSync(outDir, { recursive: true });
    const tarball = join(outDir, `${name}.tar.gz`);
    execFileSync('tar', ['-czf', tarball, '-C', staging, name]);
    const hash = createHash('sha256').update(readFileSync(tarball)).digest('hex');
    writeFileSync(`${tarball}.sha256`, `${hash}  ${basename(tarball)}\n`);
    return { tarball, version };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { tarball } = packKioskRelease({
    distDir: join(ROOT, 'dist'),
    deployDir: join(ROOT, 'deploy/kiosk'),
    outDir: join(ROOT, 'dist/kiosk-release'),
  });
  const size = readFileSync(tarball).byteLength;
  console.log(`kiosk release: ${tarball} (${(size / 1024 / 1024).toFixed(1)} MB)`);
}
