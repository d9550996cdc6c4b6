import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {scrollUtilsModule} from '../index';
import {deferScrollRead, scrollReadLines} from '../scrollRead';

const require = createRequire(import.meta.url);
const file = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'scrollUtils.js');
const published = readFileSync(file, 'utf8');
const reactUtils = path.join(path.dirname(file), 'reactUtils.js');

describe('deferScrollRead', () => {
  it('finds each rewritten line of the installed theme-common exactly once', () => {
    for (const line of Object.values(scrollReadLines)) expect(published.split(line)).toHaveLength(2);
    expect(scrollUtilsModule.test(file)).toBe(true);
  });

  it('reads the scroll position in the effect, before its first report, and never while rendering', () => {
    const out = deferScrollRead(published, reactUtils);
    expect(out).not.toContain('useRef(getScrollPosition())');
    expect(out).toContain('const lastPositionRef = useRef(null);');
    const seed = out.indexOf('if (lastPositionRef.current === null) lastPositionRef.current = getScrollPosition();');
    const firstCall = out.indexOf('handleScroll();', out.indexOf('const handleScroll'));
    expect(seed).toBeGreaterThan(out.indexOf('useEffect(() => {'));
    expect(seed).toBeGreaterThan(-1);
    expect(firstCall).toBeGreaterThan(seed);
    // The copy lives elsewhere: its one relative import points at the original sibling.
    expect(out).toContain(`from ${JSON.stringify(reactUtils)};`);
    expect(out).not.toMatch(/from '\.\//);
    // The rest of the module is as published.
    expect(out.length - published.length).toBeLessThan(200 + reactUtils.length);
  });

  it('refuses a changed module instead of shipping it unpatched', () => {
    expect(() => deferScrollRead(published.replace(scrollReadLines.seed, 'const lastPositionRef = useRef();'), reactUtils)).toThrow(/scrollUtils changed/);
    expect(() => deferScrollRead(published + scrollReadLines.firstCall, reactUtils)).toThrow(/not found exactly once/);
  });
});
