/**
 * No import circle in the project's own code, between files or between top-level folders: each folder builds on
 * others in one direction (bench on scripts, scripts on server, server on common), so a change in one cannot
 * come back round to it.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {folderGraph, importCircles, importGraph} from '../lib/importGraph.ts';

const root = path.join(import.meta.dirname, '../..');

describe('importCircles', () => {
  it.each([
    ['a chain', {a: ['b'], b: ['c'], c: []}, []],
    ['two files importing each other', {a: ['b'], b: ['a']}, [['a', 'b', 'a']]],
    ['a file importing itself', {a: ['a']}, [['a', 'a']]],
    ['a circle of three behind a chain', {x: ['a'], a: ['b'], b: ['c'], c: ['a']}, [['a', 'b', 'c', 'a']]],
    ['two separate circles', {a: ['b'], b: ['a'], c: ['d'], d: ['c']}, [['a', 'b', 'a'], ['c', 'd', 'c']]],
    ['a diamond', {a: ['b', 'c'], b: ['d'], c: ['d'], d: []}, []],
  ])('%s', (_name, edges, circles) => {
    const found = importCircles(new Map(Object.entries(edges)));
    expect(found.sort((x, y) => x[0]!.localeCompare(y[0]!))).toEqual(circles);
  });
});

describe('importGraph', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
  afterAll(() => rmSync(scratch, {recursive: true, force: true}));

  it('follows relative, `.js`-suffixed, dynamic, type-only and `@site/` imports, and skips packages and styles', () => {
    mkdirSync(path.join(scratch, 'server'));
    mkdirSync(path.join(scratch, 'common'));
    writeFileSync(path.join(scratch, 'server/a.ts'), "import {b} from '../common/b.js';\nimport 'fastify';\nimport './a.module.css';\nexport const a = b;\n");
    writeFileSync(path.join(scratch, 'common/b.ts'), "export const b = 1;\nexport const load = () => import('@site/common/c');\n");
    writeFileSync(path.join(scratch, 'common/c.tsx'), "import type {a} from '../server/a';\nexport type A = typeof a;\n");
    const graph = importGraph(scratch);
    expect(Object.fromEntries(graph)).toEqual({'common/b.ts': ['common/c.tsx'], 'common/c.tsx': ['server/a.ts'], 'server/a.ts': ['common/b.ts']});
    expect(importCircles(graph)).toEqual([['common/b.ts', 'common/c.tsx', 'server/a.ts', 'common/b.ts']]);
    expect(importCircles(folderGraph(graph))).toEqual([['common', 'server', 'common']]);
  });
});

describe('the project', () => {
  const graph = importGraph(root);

  it('reads the whole tree', () => {
    expect(graph.get('docusaurus.config.ts')).toContain('plugins/search/index.ts');
    expect(graph.get('server/main.ts')?.length).toBeGreaterThan(0);
  });

  it('has no import circle between files', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('has no import circle between top-level folders', () => {
    expect(importCircles(folderGraph(graph))).toEqual([]);
  });
});
