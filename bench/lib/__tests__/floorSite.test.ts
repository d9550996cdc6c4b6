import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {blankPageHtml, blankPageUrl, buildFloorSite, withoutScripts} from '../floorSite.ts';

const page = `<!doctype html><html><head>
<link rel="stylesheet" href="/assets/css/styles.css">
<link rel="preload" href="/assets/js/main.js" as="script">
<link rel=preload as=font href="/font.woff2" crossorigin>
<link rel="prefetch" href="/assets/js/next.js">
<link rel="modulepreload" href="/assets/js/module.js">
<script>document.documentElement.dataset.theme = localStorage.getItem('theme') ?? 'light';</script>
</head><body><main><h1>Title</h1><p>Text</p></main>
<SCRIPT src="/assets/js/main.js" defer></SCRIPT>
<script type="application/ld+json">{"@type":"Article"}</script>
</body></html>`;

describe('withoutScripts', () => {
  it('drops every script and every link that fetches one, and keeps the rest of the page', () => {
    const stripped = withoutScripts(page);
    expect(stripped).not.toMatch(/<script/i);
    expect(stripped).not.toMatch(/\.js"/);
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/css/styles.css">');
    expect(stripped).toContain('<link rel=preload as=font href="/font.woff2" crossorigin>');
    expect(stripped).toContain('<main><h1>Title</h1><p>Text</p></main>');
  });
});

describe('buildFloorSite', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, {recursive: true, force: true});
  });

  it('strips the sampled pages in a copy, drops their precompressed copies and adds the blank page', () => {
    const build = mkdtempSync(path.join(tmpdir(), 'floor-test-'));
    made.push(build);
    mkdirSync(path.join(build, 'assets'));
    writeFileSync(path.join(build, 'index.html'), page);
    writeFileSync(path.join(build, 'index.html.br'), 'compressed');
    writeFileSync(path.join(build, 'quickstart.html'), page);
    writeFileSync(path.join(build, 'quickstart.html.gz'), 'compressed');
    writeFileSync(path.join(build, 'other.html'), page);
    writeFileSync(path.join(build, 'assets', 'app.js'), 'console.log(1)');

    const floor = buildFloorSite(build, ['/', '/quickstart', '/quickstart']);
    try {
      for (const file of ['index.html', 'quickstart.html']) {
        expect(readFileSync(path.join(floor.buildDir, file), 'utf8')).toBe(withoutScripts(page));
      }
      expect(existsSync(path.join(floor.buildDir, 'index.html.br'))).toBe(false);
      expect(existsSync(path.join(floor.buildDir, 'quickstart.html.gz'))).toBe(false);
      // Pages that are not sampled, and assets, are copied as they are.
      expect(readFileSync(path.join(floor.buildDir, 'other.html'), 'utf8')).toBe(page);
      expect(existsSync(path.join(floor.buildDir, 'assets', 'app.js'))).toBe(true);
      expect(readFileSync(path.join(floor.buildDir, `${blankPageUrl.slice(1)}.html`), 'utf8')).toBe(blankPageHtml);
      // The build itself is left alone.
      expect(readFileSync(path.join(build, 'index.html'), 'utf8')).toBe(page);
      expect(existsSync(path.join(build, 'index.html.br'))).toBe(true);
    } finally {
      floor.remove();
    }
    expect(existsSync(floor.buildDir)).toBe(false);
  });
});
