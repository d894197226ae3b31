import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packKioskRelease } from './kiosk-release.ts';

/*
 * A kiosk release and its way onto a device (docs/kiosk.md «Deployment»): packed from a build as
 * `npm run kiosk:release` does, installed by the device's deploy/kiosk/update.sh into a folder
 * standing for /opt/dala-kiosk, with `systemctl` stood in for by a script that notes its calls.
 */

const ROOT = resolve(import.meta.dirname, '..');
const UPDATE = join(ROOT, 'deploy/kiosk/update.sh');
const work = mkdtempSync(join(tmpdir(), 'kiosk-release-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A build whose kiosk worker has `version`, as `npm run build` leaves dist/. */
function build(version: string): string {
  const dist = join(work, `dist-${version}`);
  mkdirSync(join(dist, 'site/kiosk'), { recursive: true });
  mkdirSync(join(dist, 'site/assets'), { recursive: true });
  mkdirSync(join(dist, 'kiosk-device'), { recursive: true });
  writeFileSync(join(dist, 'site/kiosk/index.html'), `<title>Киоск ${version}</title>`);
  writeFileSync(join(dist, 'site/kiosk/index.html.br'), 'br');
  writeFileSync(join(dist, 'site/kiosk-sw.js'), `const VERSION = '${version}';`);
  writeFileSync(join(dist, 'site/assets/app-1.js'), 'export {};');
  writeFileSync(join(dist, 'site/assets/app-1.js.gz'), 'gz');
  writeFileSync(join(dist, 'kiosk-device/server.mjs'), '// server');
  writeFileSync(join(dist, 'kiosk-device/watchdog.mjs'), '// watchdog');
  writeFileSync(join(dist, 'kiosk-precache.json'), JSON.stringify({ version, files: [] }));
  return dist;
}

const device = join(work, 'opt/dala-kiosk');
const systemctlLog = join(work, 'systemctl.log');
const systemctl = join(work, 'systemctl');
writeFileSync(systemctl, `#!/bin/sh\necho "$*" >> '${systemctlLog}'\n`);
chmodSync(systemctl, 0o755);

function update(...args: string[]) {
  const run = spawnSync('bash', [UPDATE, ...args], {
    env: { ...process.env, KIOSK_ROOT: device, SYSTEMCTL: systemctl },
    encoding: 'utf8',
  });
  return { code: run.status, output: run.stdout + run.stderr };
}
const current = () => readlinkSync(join(device, 'current'));

describe('a kiosk release', () => {
  const releases = join(work, 'out');
  const first = packKioskRelease({
    distDir: build('aaaa0001'),
    deployDir: join(ROOT, 'deploy/kiosk'),
    outDir: releases,
  });

  it('is one tarball named by the kiosk worker’s version, with its checksum beside it', () => {
    expect(first.tarball).toBe(join(releases, 'dala-kiosk-aaaa0001.tar.gz'));
    const listing = execFileSync('tar', ['-tzf', first.tarball], { encoding: 'utf8' });
    for (const file of [
      'dala-kiosk-aaaa0001/server.mjs',
      'dala-kiosk-aaaa0001/watchdog.mjs',
      'dala-kiosk-aaaa0001/VERSION',
      'dala-kiosk-aaaa0001/site/kiosk/index.html',
      'dala-kiosk-aaaa0001/deploy/update.sh',
      'dala-kiosk-aaaa0001/deploy/dala-kiosk-browser.service',
    ]) {
      expect(listing).toContain(file);
    }
    // The device serves its own browser over the loopback: no compressed copies.
    expect(listing).not.toMatch(/\.(br|gz)\n/);
    expect(readFileSync(`${first.tarball}.sha256`, 'utf8')).toMatch(
      /^[0-9a-f]{64} {2}dala-kiosk-aaaa0001\.tar\.gz\n$/,
    );
  });

  it('installs on a device: unpacked, `current` switched, the pages’ server restarted', () => {
    const { code, output } = update(first.tarball);
    expect(code, output).toBe(0);
    expect(current()).toBe('releases/aaaa0001');
    expect(readFileSync(join(device, 'current/site/kiosk/index.html'), 'utf8')).toContain(
      'aaaa0001',
    );
    expect(readFileSync(systemctlLog, 'utf8')).toBe('restart dala-kiosk-site.service\n');
  });

  it('refuses a tarball that does not match its checksum, and changes nothing', () => {
    const second = packKioskRelease({
      distDir: build('aaaa0002'),
      deployDir: join(ROOT, 'deploy/kiosk'),
      outDir: join(work, 'tampered'),
    });
    writeFileSync(second.tarball, Buffer.concat([readFileSync(second.tarball), Buffer.from('x')]));
    const { code, output } = update(second.tarball);
    expect(code).toBe(1);
    expect(output).toContain('does not match its checksum');
    expect(current()).toBe('releases/aaaa0001');
    expect(existsSync(join(device, 'releases/aaaa0002'))).toBe(false);
  });

  it('goes to a newer release and back with --rollback, keeping the three newest', () => {
    for (const version of ['aaaa0003', 'aaaa0004', 'aaaa0005']) {
      const { tarball } = packKioskRelease({
        distDir: build(version),
        deployDir: join(ROOT, 'deploy/kiosk'),
        outDir: releases,
      });
      expect(update(tarball).code).toBe(0);
      expect(current()).toBe(`releases/${version}`);
    }
    expect(execFileSync('ls', [join(device, 'releases')], { encoding: 'utf8' })).toBe(
      'aaaa0003\naaaa0004\naaaa0005\n',
    );
    const back = update('--rollback');
    expect(back.output).toContain('now on aaaa0004 (was aaaa0005)');
    expect(current()).toBe('releases/aaaa0004');
    expect(readFileSync(systemctlLog, 'utf8').trim().split('\n')).toHaveLength(5);
  });

  it('refuses what is not a release', () => {
    const stray = join(work, 'site.tar.gz');
    writeFileSync(stray, '');
    expect(update(stray).output).toContain('not a kiosk release');
    expect(update().output).toContain('give a release');
  });
});
