/**
 * The CI byte-size check: weighs each page type's first-load JavaScript and CSS in the
 * production build, compressed as served, against scripts/lib/budgets.ts. No browser needed; run after
 * `npm run build`. Exits 1 and names the page when a budget is exceeded.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {cssBudgetBytes, jsBudgetBytes, jsCeilingBytes, pageSamples} from './lib/budgets.ts';
import {createPageWeigher, total} from './lib/pageWeight.ts';

export interface BudgetRow {
  label: string;
  url: string;
  jsBytes: number;
  jsBudget: number;
  /** The most it may weigh at all: no page type grows (scripts/lib/budgets.ts). */
  jsCeiling: number;
  cssBytes: number;
  cssBudget: number;
}

export function budgetRows(siteDir: string): BudgetRow[] {
  const weigh = createPageWeigher({siteDir, buildDir: 'build', generatedDir: '.docusaurus'});
  return pageSamples.map((sample) => {
    const page = weigh(sample.url);
    return {
      label: sample.label,
      url: sample.url,
      jsBytes: total(page.js, 'gzip'),
      jsBudget: jsBudgetBytes(sample),
      jsCeiling: jsCeilingBytes[sample.type],
      cssBytes: total(page.css, 'gzip'),
      cssBudget: cssBudgetBytes,
    };
  });
}

export const overBudget = (row: BudgetRow): string[] => [
  ...(row.jsBytes > row.jsBudget ? [`${row.url}: JavaScript ${row.jsBytes} B gzip is over its budget of ${row.jsBudget} B`] : []),
  ...(row.jsBytes > row.jsCeiling
    ? [`${row.url}: JavaScript ${row.jsBytes} B gzip is over its ceiling of ${row.jsCeiling} B: first-load JavaScript may not grow (scripts/lib/budgets.ts)`]
    : []),
  ...(row.cssBytes > row.cssBudget ? [`${row.url}: CSS ${row.cssBytes} B gzip is over its budget of ${row.cssBudget} B`] : []),
];

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const siteDir = process.cwd();
  if (!existsSync(path.join(siteDir, '.docusaurus/bundle-manifest.json')) || !existsSync(path.join(siteDir, 'build'))) {
    console.error('No build to check: run `npm run build` first (it writes build/ and .docusaurus/bundle-manifest.json).');
    process.exit(1);
  }
  const rows = budgetRows(siteDir);
  console.table(
    rows.map((row) => ({
      page: row.label,
      url: row.url,
      'JS gzip': kb(row.jsBytes),
      'JS budget': kb(row.jsBudget),
      'JS ceiling': kb(row.jsCeiling),
      'CSS gzip': kb(row.cssBytes),
      'CSS budget': kb(row.cssBudget),
    })),
  );
  const failures = rows.flatMap(overBudget);
  for (const failure of failures) console.error(failure);
  if (failures.length > 0) process.exit(1);
  console.log(`All ${rows.length} page types are within their JavaScript and CSS budgets.`);
}
