/**
 * The lint block that holds the README's folder rules (eslint.config.mjs): each rule named on a file that
 * breaks it, and quiet on the same import written the allowed way.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';

const root = path.join(import.meta.dirname, '../..');
const eslint = new ESLint({cwd: root});

/** The rule ids (and messages) the project's lint configuration reports on `code` as the file `file`. */
async function problems(file: string, code: string): Promise<{ruleId: string | null; message: string}[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(root, file)});
  return result!.messages.map(({ruleId, message}) => ({ruleId, message}));
}

describe('the folder rules', () => {
  it.each([
    [
      'a `../` import across top-level folders in bundled code',
      'plugins/search/theme/SearchPage/Example.tsx',
      "import {rank} from '../../../../common/search/rank.ts';\nexport const r = rank;\n",
      'boundaries/no-relative-across-folders',
      /write `@site\/common\/search\/rank\.ts`/,
    ],
    [
      'server/ importing a script',
      'server/example.ts',
      "import {precompress} from '../scripts/precompress.ts';\nexport const p = precompress;\n",
      'boundaries/server-imports-common-only',
      /`\.\.\/scripts\/precompress\.ts` is in scripts\//,
    ],
    [
      'server/ importing browser code through the alias',
      'server/feedback/example.ts',
      "export const load = () => import('@site/plugins/feedback-survey/survey.ts');\n",
      'boundaries/server-imports-common-only',
      /is in plugins\//,
    ],
    [
      'plugins/ importing src/ relatively',
      'plugins/release-events/example.ts',
      "export {starters} from '../../src/data/starters.ts';\n",
      'boundaries/plugins-not-src',
      /plugins\/ never imports src\//,
    ],
    [
      'plugins/ importing src/ through the alias',
      'plugins/openapi-reference/theme/ApiReference/Example.tsx',
      "import Tabs from '@site/src/theme/Tabs/index.tsx';\nexport const T = Tabs;\n",
      'boundaries/plugins-not-src',
      /as `@theme\/<Name>`/,
    ],
    [
      "the theme's internal hooks outside the speed layer",
      'src/theme/Example/index.tsx',
      "import {useTabs} from '@docusaurus/theme-common/internal';\nexport const u = useTabs;\n",
      'boundaries/internals-in-speed-layer',
      /reached only from plugins\/lean-client/,
    ],
    [
      "a package's built files outside the speed layer",
      'plugins/search/client/example.ts',
      "import preload from '@docusaurus/core/lib/client/preload';\nexport const p = preload;\n",
      'boundaries/internals-in-speed-layer',
      /private part of its package/,
    ],
    [
      "the speed layer's part boundary imported by its file",
      'plugins/search/theme/Example/index.tsx',
      "import HydrateLater from '@site/plugins/lean-client/client/HydrateLater/index.tsx';\nexport const H = HydrateLater;\n",
      'boundaries/speed-layer-through-theme',
      /render `@theme\/HydrateLater`/,
    ],
    [
      "a feature reaching the speed layer's theme folder relatively",
      'plugins/openapi-reference/theme/ApiReference/Example.tsx',
      "export {default} from '../../../lean-client/theme/HydrateLater/index.tsx';\n",
      'boundaries/speed-layer-through-theme',
      /is a file of the speed layer/,
    ],
    [
      "src/ reaching into a feature's kit",
      'src/components/Example/index.tsx',
      "import Accordion from '@site/plugins/ui-kit/kit/Accordion/index.tsx';\nexport const A = Accordion;\n",
      'boundaries/src-through-theme',
      /is a file inside plugins\/ui-kit: reach it as `@theme\/<Name>`/,
    ],
    [
      'an import leaving its extension to the resolver',
      'plugins/search/client/example.ts',
      "import {rank} from '@site/common/search/rank';\nexport const r = rank;\n",
      'boundaries/exact-import-paths',
      /write `@site\/common\/search\/rank\.ts`/,
    ],
    [
      'an import naming a folder for its index file',
      'src/pages/example.tsx',
      "import Tabs from '../theme/Tabs';\nexport const T = Tabs;\n",
      'boundaries/exact-import-paths',
      /write `\.\.\/theme\/Tabs\/index\.tsx`/,
    ],
    [
      'an import naming the compiled `.js` of a TypeScript file',
      'server/example.ts',
      "import {FEEDBACK_PATH} from '../common/feedback.js';\nexport const f = FEEDBACK_PATH;\n",
      'boundaries/exact-import-paths',
      /write `\.\.\/common\/feedback\.ts`/,
    ],
    [
      "a feature's entry imported by its path from outside the feature",
      'src/lib/example.ts',
      "import searchPlugin from '../../plugins/search/index.ts';\nexport const s = searchPlugin;\n",
      'boundaries/feature-by-name',
      /import it as `#search`/,
    ],
    [
      "one feature reaching another's private file",
      'plugins/docs-travel/example.ts',
      "import {socialCardPath} from '../search/indexer/build.ts';\nexport const s = socialCardPath;\n",
      'boundaries/feature-by-name',
      /is a private file of plugins\/search: import its entry \(`#<feature>`\) or its core/,
    ],
    [
      "a named part of a feature imported by its path from an end-to-end test",
      'tests/e2e/example.spec.ts',
      "import {twinPath} from '../../plugins/docs-travel/core.ts';\nexport const t = twinPath;\n",
      'boundaries/feature-by-name',
      /import it as `#docs-travel\/core`/,
    ],
    [
      "a feature's client entry imported by its name",
      'src/theme/Example/index.tsx',
      "import outbox from '#feedback-survey/client';\nexport const o = outbox;\n",
      'boundaries/feature-by-name',
      /is a client entry: its own plugin loads it/,
    ],
    [
      "a feature's client entry imported by its path from another feature",
      'plugins/search/example.ts',
      "import choice from '../i18n/client/localeChoiceModule.ts';\nexport const c = choice;\n",
      'boundaries/feature-by-name',
      /is a client entry/,
    ],
    [
      "src/ reaching a feature's private file by its path",
      'src/lib/example.ts',
      "import {relevanceSuite} from '@site/plugins/search/relevance/suite.ts';\nexport const r = relevanceSuite;\n",
      'boundaries/src-through-theme',
      /is a file inside plugins\/search/,
    ],
  ])('%s is an error', async (_name, file, code, ruleId, message) => {
    const found = await problems(file, code);
    expect(found.map((problem) => problem.ruleId)).toEqual([ruleId]);
    expect(found[0]!.message).toMatch(message);
  });

  it.each([
    ['the alias across folders in bundled code', 'plugins/search/theme/SearchPage/Example.tsx', "import {rank} from '@site/common/search/rank.ts';\nexport const r = rank;\n"],
    ['`../` inside one top-level folder', 'plugins/search/theme/SearchPage/Example.tsx', "import {load} from '../../client/load.ts';\nexport const l = load;\n"],
    ['`../` across folders in code Node loads (a plugin entry)', 'plugins/release-events/example.ts', "import {descending} from '../../common/dates.ts';\nexport const d = descending;\n"],
    ['server/ importing common/ and a package', 'server/example.ts', "import Fastify from 'fastify';\nimport {FEEDBACK_PATH} from '../common/feedback.ts';\nexport const f = [Fastify, FEEDBACK_PATH];\n"],
    ["a server test driving a script's tool", 'server/__tests__/example.test.ts', "import {precompress} from '../../scripts/precompress.ts';\nexport const p = precompress;\n"],
    ['a plugin reaching a theme component through the theme path', 'plugins/openapi-reference/theme/ApiReference/Example.tsx', "import Tabs from '@theme/Tabs';\nexport const T = Tabs;\n"],
    ["the speed layer using the theme's internal hooks", 'plugins/lean-client/client/example.ts', "import {useTabs} from '@docusaurus/theme-common/internal';\nexport const u = useTabs;\n"],
    ['src/ importing common/ and its own data', 'src/pages/example.tsx', "import {formatLongDate} from '@site/common/dates.ts';\nimport {starters} from '@site/src/data/starters.ts';\nexport const x = [formatLongDate, starters];\n"],
    ['a part boundary through the theme path', 'src/theme/Example/index.tsx', "import HydrateLater from '@theme/HydrateLater';\nexport const H = HydrateLater;\n"],
    ["the speed layer's theme wrapping its own client code", 'plugins/lean-client/theme/Example/index.tsx', "export {hydrateLater} from '../../client/HydrateLater/index.tsx';\n"],
    ['the site config reading the mechanism names by name', 'src/lib/example.ts', "import {parseMechanismsOff} from '#lean-client/core';\nexport const p = parseMechanismsOff;\n"],
    ["src/ reaching a feature's component through the theme", 'src/components/Example/index.tsx', "import Accordion from '@theme/Accordion';\nexport const A = Accordion;\n"],
    ["src/ importing a feature's entry by name", 'src/lib/example.ts', "import searchPlugin from '#search';\nexport const s = searchPlugin;\n"],
    ["a feature's own files reaching its entry by path", 'plugins/search/example.ts', "import searchPlugin from './index.ts';\nexport const s = searchPlugin;\n"],
    ["src/ importing a feature's pure core by name", 'src/lib/example.ts', "import {TRANSLATED_LOCALES} from '#i18n/core';\nexport const t = TRANSLATED_LOCALES;\n"],
    ["one feature importing another's pure core", 'plugins/docs-travel/example.ts', "import {releaseProducts} from '#release-events/core';\nexport const r = releaseProducts;\n"],
    ['a plugin using the shared plugin library by path', 'plugins/search/example.ts', "import {htmlFiles} from '../lib/htmlFiles.ts';\nexport const h = htmlFiles;\n"],
    ['imports naming their files exactly, and a stylesheet', 'src/pages/example.tsx', "import Tabs from '../theme/Tabs/index.tsx';\nimport styles from './styles.module.css';\nexport const T = [Tabs, styles];\n"],
  ])('%s is fine', async (_name, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});

describe('the test files the mutation baseline holds', () => {
  const file = 'server/mcp/__tests__/pacer.test.ts';
  const source = readFileSync(path.join(root, file), 'utf8');

  it('keep their import lines while they are as the baseline holds them', async () => {
    expect(source).toContain("from '../pacer.js'");
    expect(await problems(file, source)).toEqual([]);
  });

  it('follow every rule once edited', async () => {
    const found = await problems(file, `${source}\n// An edit.\n`);
    expect(found.map((problem) => problem.ruleId)).toContain('boundaries/exact-import-paths');
  });
});
