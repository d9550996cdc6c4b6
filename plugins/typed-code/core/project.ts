/**
 * The docs' code examples as one TypeScript project inside the example starter (../starter, the packages a FastStore
 * 1.12 starter installed): every `ts`/`tsx`/`js`/`jsx` block becomes a file in its page's folder, one language
 * service compiles them all with the starter's TypeScript, and the same service answers the type of each FastStore
 * identifier for the build's popups. Nothing is written to disk: the blocks are virtual files.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type * as TypeScript from 'typescript';
import {readContentFile} from '../../../scripts/lib/content.ts';
import {checkedLanguages, exampleFileName, exampleMode, faststorePackages, firstCodeLine, importsFaststore, type ExampleMode} from './examples.ts';

export const starterDir = path.join(__dirname, '..', 'starter');
const surroundingsDir = path.join(starterDir, 'surroundings');
const examplesRoot = path.join(starterDir, 'examples');

/** What a check found in one block, with the page line of each problem. */
export type Problem = {line: number; column: number; message: string};

export type BlockResult = {
  /** The page, relative to the site root. */
  page: string;
  /** Page line of the block's first code line. */
  line: number;
  lang: string;
  mode: ExampleMode;
  /** Whether the block uses a FastStore package: it imports one, or leaves one of its exported names unresolved. */
  faststore: boolean;
  problems: Problem[];
};

/** One popup: a FastStore identifier's place in the block (0-based line and column) and its type. */
export type TypeMark = {line: number; column: number; length: number; text: string};

type Block = BlockResult & {code: string; fileName: string; header: string[]; footer: string[]; version: number};

/** The starter's compiler settings: @vtex/tsconfig 0.6 as both 1.12 starters extended it, with the Gatsby starter's overrides. */
function compilerOptions(ts: typeof TypeScript): TypeScript.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2017,
    lib: ['lib.es2017.d.ts', 'lib.dom.d.ts', 'lib.es2018.promise.d.ts', 'lib.esnext.asynciterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    // Each block is a file of its own: a block without import or export must not lend its names to the others.
    moduleDetection: ts.ModuleDetectionKind.Force,
    moduleResolution: ts.ModuleResolutionKind.NodeJs,
    jsx: ts.JsxEmit.ReactJSX,
    jsxImportSource: 'react',
    allowJs: true,
    checkJs: true,
    resolveJsonModule: true,
    allowSyntheticDefaultImports: true,
    esModuleInterop: true,
    alwaysStrict: true,
    noImplicitAny: true,
    noImplicitReturns: true,
    noImplicitThis: true,
    strictFunctionTypes: true,
    strictNullChecks: true,
    strictPropertyInitialization: true,
    // An example shows one piece of a store: a helper it defines and does not call is not an error there.
    noUnusedLocals: false,
    noUnusedParameters: false,
    skipLibCheck: true,
    noEmit: true,
    types: ['react'],
    typeRoots: [path.join(starterDir, 'node_modules', '@types')],
    // The Gatsby starter's `Link` comes from gatsby-link, which the `gatsby` package re-exports; the whole of Gatsby is not installed.
    paths: {gatsby: [path.join(surroundingsDir, 'gatsby.d.ts')]},
    baseUrl: starterDir,
  };
}

/** Diagnostic codes of a name that does not resolve: the ones that tell which packages a block leans on. */
const unresolvedNameCodes = new Set([2304, 2503, 2552, 2580, 2582, 2749]);
/** A function without a body, and without a return type: what a signature block declares. */
const signatureOnlyCodes = new Set([2391, 7010]);

const signatureCheck = '__documentedMatchesPackage';

export type ExampleProject = {
  /** The installed versions of the FastStore packages, as the lock resolved them. */
  versions: Record<string, string>;
  /** Every block of the given pages that the check covers, with what it found. */
  check(pages: readonly string[]): BlockResult[];
  /** The popups of one block, found by its code on its page; none for a block that is not a passing FastStore example. */
  typesFor(page: string, code: string): TypeMark[];
};

export function loadTypeScript(): typeof TypeScript {
  return createRequire(path.join(starterDir, 'package.json'))('typescript') as typeof TypeScript;
}

export function createExampleProject(siteDir: string): ExampleProject {
  const ts = loadTypeScript();
  const options = compilerOptions(ts);
  const files = new Map<string, Block>();
  // The starter's own files an example may import (store.config.js), beside each page's examples.
  const starterFiles = new Map<string, string>();
  const storeConfig = readFileSync(path.join(surroundingsDir, 'store.config.js'), 'utf8');
  const pageFiles = new Map<string, {stamp: string; blocks: Block[]}>();
  const exportsFile = path.join(examplesRoot, '__exports.ts');
  const exportsSource = faststorePackages.map((name, index) => `import * as p${index} from '${name}'\nexport {p${index}}\n`).join('') + `import * as react from 'react'\nexport {react}\n`;
  let projectVersion = 0;

  const textOf = (block: Block) => [...block.header, block.code, ...block.footer].join('\n');
  const host: TypeScript.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getProjectVersion: () => String(projectVersion),
    getScriptFileNames: () => [exportsFile, ...files.keys(), ...starterFiles.keys()],
    getScriptVersion: (fileName) => String(files.get(fileName)?.version ?? 0),
    getScriptSnapshot: (fileName) => {
      const block = files.get(fileName);
      if (block) return ts.ScriptSnapshot.fromString(textOf(block));
      if (fileName === exportsFile) return ts.ScriptSnapshot.fromString(exportsSource);
      if (starterFiles.has(fileName)) return ts.ScriptSnapshot.fromString(starterFiles.get(fileName)!);
      return existsSync(fileName) ? ts.ScriptSnapshot.fromString(readFileSync(fileName, 'utf8')) : undefined;
    },
    getCurrentDirectory: () => starterDir,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: (fileName) => files.has(fileName) || starterFiles.has(fileName) || fileName === exportsFile || ts.sys.fileExists(fileName),
    readFile: (fileName) =>
      files.has(fileName) ? textOf(files.get(fileName)!) : fileName === exportsFile ? exportsSource : (starterFiles.get(fileName) ?? ts.sys.readFile(fileName)),
    readDirectory: ts.sys.readDirectory,
    // The examples' folders exist only here: module resolution looks for a folder before the files in it.
    directoryExists: (directory) => directory.startsWith(examplesRoot) || ts.sys.directoryExists(directory),
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());

  /** Every name the FastStore packages export (and React, for signature blocks), with the module that exports it. */
  let exportedNames: Map<string, string> | undefined;
  function exportsByName(): Map<string, string> {
    if (exportedNames) return exportedNames;
    const program = service.getProgram()!;
    const checker = program.getTypeChecker();
    const names = new Map<string, string>();
    const source = program.getSourceFile(exportsFile)!;
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement)) continue;
      const moduleName = (statement.moduleSpecifier as TypeScript.StringLiteral).text;
      const symbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
      if (!symbol) throw new Error(`${moduleName} is not installed in ${starterDir}: run npm ci there (the check installs it when node_modules is missing)`);
      for (const exported of checker.getExportsOfModule(symbol)) if (!names.has(exported.name)) names.set(exported.name, moduleName);
    }
    exportedNames = names;
    return names;
  }

  const isFaststoreFile = (fileName: string) => /[/\\]node_modules[/\\]@faststore[/\\]/.test(fileName);

  function loadPage(page: string): Block[] {
    const full = path.join(siteDir, page);
    const stamp = String(statSync(full).mtimeMs);
    const known = pageFiles.get(page);
    if (known?.stamp === stamp) return known.blocks;
    for (const old of known?.blocks ?? []) files.delete(old.fileName);
    const source = readFileSync(full, 'utf8');
    const content = readContentFile(full, siteDir);
    const frontMatterLines = source.length - content.body.length === 0 ? 0 : source.slice(0, source.length - content.body.length).split('\n').length - 1;
    const folder = path.join(examplesRoot, page.replace(/\.mdx?$/, ''));
    const blocks = content.codeBlocks
      .filter((block) => checkedLanguages.has(block.lang))
      .map((block): Block => {
        const mode = exampleMode(block.meta);
        return {
          page,
          line: firstCodeLine(block.line, frontMatterLines),
          lang: block.lang,
          mode,
          faststore: importsFaststore(block.code),
          problems: [],
          code: block.code,
          fileName: path.join(folder, exampleFileName(block)),
          header: [],
          footer: [],
          version: 1,
        };
      });
    projectVersion += 1;
    for (const block of blocks) if (block.mode !== 'partial') files.set(block.fileName, block);
    starterFiles.set(path.join(folder, 'store.config.js'), storeConfig);
    pageFiles.set(page, {stamp, blocks});
    return blocks;
  }

  const diagnosticsOf = (fileName: string) => [...service.getSyntacticDiagnostics(fileName), ...service.getSemanticDiagnostics(fileName)];

  function unresolvedNames(block: Block): string[] {
    return diagnosticsOf(block.fileName)
      .filter((diagnostic) => unresolvedNameCodes.has(diagnostic.code) && diagnostic.start !== undefined)
      .map((diagnostic) => textOf(block).slice(diagnostic.start!, diagnostic.start! + diagnostic.length!));
  }

  /**
   * A signature block gets the types it names from the packages that export them, and one check per name it declares
   * that the package exports: the documented declaration and the package's must be assignable both ways (parameters
   * only when the block leaves the return type out).
   */
  function surroundSignature(block: Block, names: Map<string, string>): void {
    const needed = new Map<string, string[]>();
    for (const name of new Set(unresolvedNames(block))) {
      const from = names.get(name);
      if (from) needed.set(from, [...(needed.get(from) ?? []), name]);
    }
    block.header = [...needed].map(([from, list]) => `import type {${list.join(', ')}} from '${from}'`);
    const source = ts.createSourceFile(block.fileName, block.code, ts.ScriptTarget.Latest, true);
    const checks: string[] = [];
    for (const statement of source.statements) {
      const name = (ts.isFunctionDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) ? statement.name?.text : undefined;
      const from = name ? names.get(name) : undefined;
      if (!name || !from || from === 'react') continue;
      if (ts.isFunctionDeclaration(statement)) {
        const [documented, real] = [`typeof ${name}`, `typeof import('${from}').${name}`];
        // Two generic signatures whose type parameters depend on each other are not always provably assignable,
        // so a generic function is compared by its parameters and its return, each with its type parameters at their constraints.
        const parts = statement.type && !statement.typeParameters ? [[documented, real]] : [[`Parameters<${documented}>`, `Parameters<${real}>`]];
        if (statement.type && statement.typeParameters) parts.push([`ReturnType<${documented}>`, `ReturnType<${real}>`]);
        parts.forEach(([mine, theirs], index) => checks.push(`export declare const ${signatureCheck}_${name}${index ? `_${index}` : ''}: ${signatureCheck}<__same<${mine}, ${theirs}>>`));
      } else {
        const count = (statement as TypeScript.InterfaceDeclaration | TypeScript.TypeAliasDeclaration).typeParameters?.length ?? 0;
        const args = count ? `<${Array(count).fill('unknown').join(', ')}>` : '';
        checks.push(`export declare const ${signatureCheck}_${name}: ${signatureCheck}<__same<${name}${args}, import('${from}').${name}${args}>>`);
      }
    }
    block.footer = checks.length
      ? [`type __same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false`, `type ${signatureCheck}<Same extends true> = Same`, ...checks]
      : [];
    block.version += 1;
    projectVersion += 1;
  }

  function problemsOf(block: Block): Problem[] {
    const text = textOf(block);
    const headerLength = block.header.length ? block.header.join('\n').length + 1 : 0;
    const codeEnd = headerLength + block.code.length;
    return diagnosticsOf(block.fileName)
      .filter((diagnostic) => !(block.mode === 'signature' && signatureOnlyCodes.has(diagnostic.code)))
      .map((diagnostic): Problem => {
        const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
        const start = diagnostic.start ?? headerLength;
        if (start >= codeEnd || start < headerLength) {
          const lineOfStart = text.slice(text.lastIndexOf('\n', start) + 1).split('\n')[0] ?? '';
          const declared = new RegExp(`${signatureCheck}_([\\w$]+?)(_\\d+)?:`).exec(lineOfStart)?.[1];
          return {
            line: block.line,
            column: 1,
            message: declared ? `${declared} is not declared as the package declares it: ${cleanSignature(quickInfoOfExport(block, declared))}` : message,
          };
        }
        const position = lineAndColumn(block.code, start - headerLength);
        return {line: block.line + position.line, column: position.character + 1, message};
      });
  }

  function quickInfoOfExport(block: Block, name: string): string {
    const text = textOf(block);
    const at = text.indexOf(`import('`, text.indexOf(`${signatureCheck}_${name}`));
    const position = text.indexOf(`.${name}`, at) + 1;
    const info = service.getQuickInfoAtPosition(block.fileName, position);
    return info ? ts.displayPartsToString(info.displayParts) : `the package's ${name}`;
  }

  function analyse(pages: readonly string[]): Block[] {
    const blocks = pages.flatMap(loadPage);
    const names = exportsByName();
    for (const block of blocks) {
      if (block.mode === 'partial') continue;
      if (block.mode === 'signature' && block.header.length === 0 && block.footer.length === 0) surroundSignature(block, names);
      if (!block.faststore) block.faststore = unresolvedNames(block).some((name) => names.has(name) && names.get(name) !== 'react') || [...block.header, ...block.footer].some((line) => /'@faststore\//.test(line));
    }
    for (const block of blocks) block.problems = block.mode === 'partial' || !block.faststore ? [] : problemsOf(block);
    return blocks;
  }

  function marksOf(block: Block): TypeMark[] {
    const program = service.getProgram()!;
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(block.fileName);
    if (!source) return [];
    const headerLength = block.header.length ? block.header.join('\n').length + 1 : 0;
    const marks: TypeMark[] = [];
    const visit = (node: TypeScript.Node): void => {
      if (ts.isIdentifier(node) && node.getStart() >= headerLength && node.getEnd() <= headerLength + block.code.length) {
        let symbol = checker.getSymbolAtLocation(node);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        if (symbol?.declarations?.some((declaration) => isFaststoreFile(declaration.getSourceFile().fileName))) {
          const info = service.getQuickInfoAtPosition(block.fileName, node.getStart());
          if (info) {
            const signature = cleanSignature(ts.displayPartsToString(info.displayParts));
            const documentation = ts.displayPartsToString(info.documentation ?? []).split(/\n\s*\n/)[0]?.trim();
            const start = lineAndColumn(block.code, node.getStart() - headerLength);
            marks.push({line: start.line, column: start.character, length: node.getWidth(), text: documentation ? `${signature}\n\n${documentation}` : signature});
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return marks;
  }

  return {
    versions: Object.fromEntries(
      faststorePackages.map((name) => [name, (JSON.parse(readFileSync(path.join(starterDir, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version]),
    ),
    check: (pages) =>
      analyse(pages)
        .filter((block) => block.faststore || block.mode === 'partial')
        .map(({page, line, lang, mode, faststore, problems}) => ({page, line, lang, mode, faststore, problems})),
    typesFor(page, code) {
      const blocks = analyse([page]);
      const block = blocks.find((candidate) => candidate.code === code);
      if (!block || block.mode !== 'module' || !block.faststore || block.problems.length > 0) return [];
      return marksOf(block);
    },
  };
}

/** 0-based line and column of an offset in a text. */
function lineAndColumn(text: string, offset: number): {line: number; character: number} {
  const before = text.slice(0, offset).split('\n');
  return {line: before.length - 1, character: before.at(-1)!.length};
}

/** Quick info as a reader wants it: an imported name shows what it names, without TypeScript's alias wording. */
export function cleanSignature(text: string): string {
  return text.replace(/^\(alias\) /, '').replace(/\n(import|export) [\w$]+$/, '');
}

/** A short, stable fingerprint of the starter's lock: a changed lock means the installed tree is stale. */
export function lockHash(): string {
  return createHash('sha256').update(readFileSync(path.join(starterDir, 'package-lock.json'))).digest('hex').slice(0, 16);
}
