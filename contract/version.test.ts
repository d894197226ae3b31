/**
 * The contract's version moves with its declarations: the OpenAPI document's fingerprint is the
 * one recorded for `CONTRACT_VERSION` (`contract/fingerprints.json`), and that version heads
 * `contract/CHANGELOG.md`. A declaration changed without a bump fails here, saying what to do.
 */
import { describe, expect, it } from 'vitest';
import {
  changelogVersions,
  compareVersions,
  fingerprintOf,
  recordedFingerprints,
  versionProblem,
} from '../scripts/contract-fingerprint.ts';
import { openApiText } from '../scripts/openapi.ts';
import { CONTRACT_VERSION } from './version.ts';

describe('the contract’s version', () => {
  const document = openApiText();

  it('is semver, and the document says it', () => {
    expect(CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect((JSON.parse(document) as { info: { version: string } }).info.version).toBe(
      CONTRACT_VERSION,
    );
  });

  it('changes whenever the document does (the fingerprint recorded for it)', () => {
    expect(versionProblem(document)).toBeNull();
  });

  it('heads the CHANGELOG, whose entries are every recorded version, newest first', () => {
    const entries = changelogVersions();
    expect(entries[0]).toBe(CONTRACT_VERSION);
    expect(entries).toEqual(Object.keys(recordedFingerprints()).sort(compareVersions).reverse());
    expect(new Set(Object.values(recordedFingerprints())).size).toBe(entries.length);
  });

  it('fails a changed declaration, telling to bump the version and write the CHANGELOG', () => {
    // One word of one call's declaration, as an edit of its schema or description would.
    const edited = JSON.parse(document) as {
      paths: Record<string, { [method: string]: { summary: string } }>;
    };
    const operation = Object.values(Object.values(edited.paths)[0]!)[0]!;
    operation.summary += '!';
    const problem = versionProblem(JSON.stringify(edited));
    expect(problem).toContain(`but the contract's version did not: ${CONTRACT_VERSION}`);
    expect(problem).toContain('bump CONTRACT_VERSION in contract/version.ts');
    expect(problem).toContain('contract/CHANGELOG.md');
    expect(fingerprintOf(document)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('reads the CHANGELOG’s entries by their headings', () => {
    expect(
      changelogVersions('# x\n\n## 1.1.0 — 2027-01-10\n\n- a\n\n## 1.0.0 — 2026-12-02\n'),
    ).toEqual(['1.1.0', '1.0.0']);
    expect(compareVersions('1.10.0', '1.9.3')).toBeGreaterThan(0);
  });
});
