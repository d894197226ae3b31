import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { edsConfigFromEnv } from '../../config.ts';
import { loadTestPki } from '../../dev/testPki.ts';
import { createEdsVerifier } from './index.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const pki = loadTestPki();
const testRoot = join(pki.dir, pki.ca('test-root').certificate);
const testIssuing = join(pki.dir, pki.ca('nca-rsa').certificate);

describe('EDS configuration', () => {
  it('reads the verifier, the anchors and the CRL timeout', () => {
    const config = edsConfigFromEnv({
      EDS_VERIFIER: 'ncanode',
      NCANODE_URL: 'http://ncanode:14579',
      NCANODE_REVOCATION_CHECK: 'ocsp, crl',
      EDS_TRUST_ANCHORS: testRoot,
      EDS_CRL_TIMEOUT_MS: '2500',
    });
    expect(config).toMatchObject({
      verifier: 'ncanode',
      ncanodeUrl: 'http://ncanode:14579',
      ncanodeRevocationCheck: ['OCSP', 'CRL'],
      trustAnchorFiles: [testRoot],
      trustTestCa: false,
      crlTimeoutMs: 2500,
    });
    expect(createEdsVerifier(config, { production: false }).kind).toBe('ncanode');
    expect(edsConfigFromEnv({}).verifier).toBe('builtin');
    expect(() => edsConfigFromEnv({ EDS_VERIFIER: 'gost' })).toThrow(/EDS_VERIFIER/);
    expect(() =>
      createEdsVerifier(edsConfigFromEnv({ EDS_VERIFIER: 'ncanode' }), { production: false }),
    ).toThrow(/NCANODE_URL/);
  });

  it('refuses to trust the test PKI in production, by flag or by its certificate', () => {
    expect(() => edsConfigFromEnv({ NODE_ENV: 'production', EDS_TRUST_TEST_CA: '1' })).toThrow(
      /EDS_TRUST_TEST_CA=1 is refused with NODE_ENV=production/,
    );
    for (const file of [testRoot, testIssuing]) {
      const listed = edsConfigFromEnv({ NODE_ENV: 'production', EDS_TRUST_ANCHORS: file });
      expect(() => createEdsVerifier(listed, { production: true })).toThrow(/test PKI/);
      expect(createEdsVerifier(listed, { production: false }).kind).toBe('builtin');
    }
    expect(
      createEdsVerifier(edsConfigFromEnv({ EDS_TRUST_TEST_CA: '1' }), { production: false }).kind,
    ).toBe('builtin');
  });

  it('a production start with the test CA trusted exits before listening', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'biz-prod-'));
    try {
      for (const env of [{ EDS_TRUST_TEST_CA: '1' }, { EDS_TRUST_ANCHORS: testRoot }]) {
        const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
          cwd: ROOT,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            PORT: '0',
            DATA_DIR: dataDir,
            SITE_DIR: '',
            LOG_LEVEL: 'silent',
            // Every other production setting in order: the test PKI is what is refused.
            PUBLIC_ORIGIN: 'https://business.example.kz',
            ...env,
          },
          encoding: 'utf8',
          timeout: 30_000,
        });
        expect(run.status).not.toBe(0);
        expect(run.stdout).not.toMatch(/listening on/);
        expect(run.stderr).toMatch(/refused with NODE_ENV=production/);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
