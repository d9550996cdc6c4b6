import {afterEach, describe, expect, it, vi} from 'vitest';
import {ensureDebianPackages, program} from '../lib/debianPackage.ts';

afterEach(() => vi.restoreAllMocks());

describe('ensureDebianPackages', () => {
  it('does nothing when every need is present', () => {
    expect(() => ensureDebianPackages('These tests', [program(process.execPath, 'nodejs')])).not.toThrow();
  });

  it('names the apt-get command for what is missing when it may not install', () => {
    vi.spyOn(process, 'getuid').mockReturnValue(1000);
    const needs = [program(process.execPath, 'nodejs'), program('/no/such/program', 'no-such-package'), {pkg: 'other-package', present: () => false}];
    expect(() => ensureDebianPackages('These tests', needs)).toThrow('sudo apt-get update && sudo apt-get install -y no-such-package other-package');
  });
});
