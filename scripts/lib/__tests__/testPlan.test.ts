import {describe, expect, it} from 'vitest';
import {testPlan} from '../testPlan.ts';

const names = (steps: ReturnType<typeof testPlan>) => steps.map((step) => step.name);

describe("npm test's plan", () => {
  it('runs every step under the newest LTS and the Node-side tests and archive build again under an older installing Node', () => {
    const steps = testPlan({installingMajor: 20, ltsMajor: 24});
    expect(names(steps)).toEqual(['system', 'typecheck', 'lint', 'unit', 'unit-node-20', 'mutation', 'content', 'build', 'unit-build', 'budgets', 'archive-build-node-20', 'e2e']);
    expect(steps.filter((step) => step.node === 'installing').map((step) => step.name)).toEqual(['unit-node-20', 'archive-build-node-20']);
    const second = steps.find((step) => step.name === 'unit-node-20')!;
    expect(second.args).toEqual(expect.arrayContaining(['server', 'scripts', 'common', 'plugins']));
    expect(second.args).not.toContain('src');
    expect(second.count).toBe('vitest');
  });

  it('runs each step once when installed with the LTS or a newer Node', () => {
    for (const installingMajor of [24, 26]) {
      const steps = testPlan({installingMajor, ltsMajor: 24});
      expect(names(steps)).toEqual(['system', 'typecheck', 'lint', 'unit', 'mutation', 'content', 'build', 'unit-build', 'budgets', 'archive-build', 'e2e']);
      expect(steps.every((step) => step.node === 'lts')).toBe(true);
    }
  });

  it('skips what reads the build when the build failed, and counts the test runners', () => {
    const steps = testPlan({installingMajor: 20, ltsMajor: 24});
    expect(steps.filter((step) => step.needsBuild).map((step) => step.name)).toEqual(['unit-build', 'budgets', 'e2e']);
    expect(Object.fromEntries(steps.filter((step) => step.count).map((step) => [step.name, step.count]))).toEqual({
      unit: 'vitest',
      'unit-node-20': 'vitest',
      'unit-build': 'vitest',
      e2e: 'playwright',
    });
    // The build and everything after it run after the checks that need no build.
    expect(names(steps).indexOf('build')).toBeGreaterThan(names(steps).indexOf('content'));
  });
});
