/** The comparison `products:check` uses to refuse content changed under an unchanged version number. */
import { describe, expect, it } from 'vitest';
import { findUnbumpedVersions, type VersionFingerprint } from '../../../src/server/catalog/product-versions.js';

function fingerprint(code: string, version: string, files: Partial<VersionFingerprint['files']> = {}): VersionFingerprint {
  const all = { definition: 'd1', formSchema: 'f1', uiSchema: 'u1', rates: 'r1', ...files };
  return { code, version, files: all, hash: Object.values(all).join('+') };
}

describe('findUnbumpedVersions', () => {
  it('names a product whose files changed while its version stayed, and which files', () => {
    const recorded = [fingerprint('TPS', '1.0.0'), fingerprint('MTV', '2.0.0')];
    const loaded = [fingerprint('TPS', '1.0.0', { rates: 'r2', uiSchema: 'u2' }), fingerprint('MTV', '2.0.0')];
    expect(findUnbumpedVersions(recorded, loaded)).toEqual([
      { code: 'TPS', version: '1.0.0', changedFiles: ['form.ui.json', 'rates.json'] },
    ]);
  });

  it('accepts a bumped version, a new product and content recorded before under the same number', () => {
    const recorded = [fingerprint('TPS', '1.0.0'), fingerprint('TPS', '1.1.0', { rates: 'r2' })];
    const loaded = [fingerprint('TPS', '1.2.0', { rates: 'r3' }), fingerprint('NEW', '1.0.0')];
    expect(findUnbumpedVersions(recorded, loaded)).toEqual([]);
    expect(findUnbumpedVersions(recorded, [fingerprint('TPS', '1.1.0', { rates: 'r2' })])).toEqual([]);
  });

  it('names benefits.json when only the benefit schedule changed under a recorded number', () => {
    const recorded = [fingerprint('TPS', '1.0.0', { benefits: 'b1' })];
    expect(findUnbumpedVersions(recorded, [fingerprint('TPS', '1.0.0', { benefits: 'b2' })])).toEqual([
      { code: 'TPS', version: '1.0.0', changedFiles: ['benefits.json'] },
    ]);
    expect(findUnbumpedVersions(recorded, [fingerprint('TPS', '1.0.1', { benefits: 'b2' })])).toEqual([]);
  });

  it('accepts the same files recorded before benefits were versioned, but not a benefits change after they were', () => {
    const beforeBenefits = fingerprint('TPS', '1.0.0');
    const loaded = fingerprint('TPS', '1.0.0', { benefits: 'b1' });
    expect(findUnbumpedVersions([beforeBenefits], [loaded])).toEqual([]);
    expect(findUnbumpedVersions([beforeBenefits, loaded], [fingerprint('TPS', '1.0.0', { benefits: 'b2' })])).toEqual([
      { code: 'TPS', version: '1.0.0', changedFiles: ['benefits.json'] },
    ]);
  });
});
