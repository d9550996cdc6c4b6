/**
 * Compiles every Markdown/MDX content file the way Docusaurus will (MDX 3, GFM,
 * front matter stripped) and lists the files that fail, so writers find syntax
 * errors without a full site build. Usage: tsx scripts/check-mdx.ts [dir…]
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';

const roots = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['docs', 'versioned_docs', 'releases'];

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (/\.mdx?$/.test(name)) yield full;
  }
}

let failures = 0;
let count = 0;
for (const root of roots.filter((dir) => existsSync(dir))) {
  for (const file of walk(root)) {
    count += 1;
    const source = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    try {
      await compile(source, {
        format: file.endsWith('.md') ? 'md' : 'mdx',
        remarkPlugins: [remarkGfm, remarkDirective],
      });
    } catch (error) {
      failures += 1;
      console.error(`${file}: ${(error as Error).message}`);
    }
  }
}
console.log(`${count} files checked, ${failures} failed`);
process.exit(failures > 0 ? 1 : 0);
