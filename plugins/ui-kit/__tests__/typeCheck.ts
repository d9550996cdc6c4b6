/**
 * Type-checks TypeScript sources against the installed @faststore/ui (faststoreUiPackage.ts) with the compiler the
 * portal uses: strict, unused names refused, `react` resolved to the portal's own types.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.join(__dirname, '../../..');
const reactTypes = path.join(root, 'node_modules/@types/react');

export interface Diagnostic {
  /** The file's name as given. */
  file: string;
  line: number;
  message: string;
}

/** Every error in `files` (name → source), compiled together in a folder beside the installed package. */
export function typeCheck(installDir: string, files: Record<string, string>): Diagnostic[] {
  mkdirSync(installDir, {recursive: true});
  const dir = mkdtempSync(path.join(installDir, 'check-'));
  try {
    const paths = new Map(Object.keys(files).map((name) => [path.join(dir, name), name]));
    for (const [file, name] of paths) writeFileSync(file, files[name]);
    const program = ts.createProgram([...paths.keys()], {
      strict: true,
      noUnusedLocals: true,
      noUnusedParameters: true,
      noEmit: true,
      skipLibCheck: true,
      jsx: ts.JsxEmit.ReactJSX,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      paths: {react: [reactTypes], 'react/*': [`${reactTypes}/*`]},
    });
    return [...paths.keys()].flatMap((file) => {
      const source = program.getSourceFile(file)!;
      return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((diagnostic) => ({
        file: paths.get(file)!,
        line: diagnostic.start === undefined ? 0 : source.getLineAndCharacterOfPosition(diagnostic.start).line + 1,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      }));
    });
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
