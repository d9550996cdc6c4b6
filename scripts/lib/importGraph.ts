/**
 * The project's own import graph, resolved as TypeScript resolves it (relative paths, `.js` suffixes that name
 * `.ts` files, the `@site/` alias), and the import circles in it. Packages, CSS and the theme's `@theme/`
 * aliases are left out: a circle needs two of our files.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Folders that hold no source of ours: installed packages, build outputs, copied files, the example starter. */
const skipped = new Set(['node_modules', 'build', '.docusaurus', '.ablation', 'static', 'test-results', 'playwright-report', '.git', '.stryker-tmp', 'reports', 'starter']);
const sourceFile = /\.(ts|tsx|mts|mjs|js)$/;

/** Every source file under `root`, as paths relative to it with `/` separators. */
export function projectFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), {withFileTypes: true})) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skipped.has(entry.name)) walk(relative);
      } else if (sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(relative);
      }
    }
  };
  walk('');
  return files.sort();
}

/** Each file's imports of other project files (static, dynamic and type-only), relative to `root`. */
export function importGraph(root: string, files = projectFiles(root)): Map<string, string[]> {
  const options: ts.CompilerOptions = {
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    baseUrl: root,
    paths: {'@site/*': ['./*']},
    allowJs: true,
    allowImportingTsExtensions: true,
    noEmit: true,
  };
  const own = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const absolute = path.join(root, file);
    const {importedFiles} = ts.preProcessFile(ts.sys.readFile(absolute) ?? '', true, true);
    const targets = new Set<string>();
    for (const {fileName} of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, absolute, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.relative(root, resolved.resolvedFileName).split(path.sep).join('/');
      if (own.has(target)) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The circles of a graph, one per strongly connected part, each as the files around it with the first repeated at the end. */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const parts: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: {node: string; edge: number}[] = [{node: start, edge: 0}];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({node: target, edge: 0});
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const part: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          part.push(member);
        } while (member !== frame.node);
        if (part.length > 1 || (graph.get(frame.node) ?? []).includes(frame.node)) parts.push(part);
      }
    }
  }
  return parts.map((part) => circleThrough(graph, new Set(part)));
}

/** One circle inside a strongly connected part, found by walking from its first file (in order) back to it. */
function circleThrough(graph: ReadonlyMap<string, readonly string[]>, part: ReadonlySet<string>): string[] {
  const start = [...part].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!part.has(target)) continue;
      if (target === start) {
        const circle = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)!) circle.splice(1, 0, at);
        return [...circle, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** The top-level folder a file sits in, or `.` for a file at the root (the site's configuration files). */
export function topFolder(file: string): string {
  const slash = file.indexOf('/');
  return slash === -1 ? '.' : file.slice(0, slash);
}

/**
 * The graph between top-level folders drawn by files outside `__tests__` folders: which folder builds on which.
 * Tests stay out, because a test may drive any layer's tools (a server test starts PostgreSQL with a script).
 */
export function folderGraph(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    if (file.includes('__tests__/')) continue;
    const from = topFolder(file);
    const edges = folders.get(from) ?? new Set<string>();
    folders.set(from, edges);
    for (const target of targets) if (topFolder(target) !== from) edges.add(topFolder(target));
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges].sort()]));
}
