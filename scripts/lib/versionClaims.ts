/**
 * Version labels in prose, held to what FastStore really published. Two kinds of label:
 *
 * - a package label, "`@faststore/ui` 1.12.17": a version published for that package, as either of the two
 *   records in scripts/data/faststore-versions.json knows it: the list `npm view` gives on this machine (a
 *   sparse mirror that lacks many releases) or the package's own CHANGELOG.md in the FastStore repository,
 *   which records the releases the registry mirror may lack. A label is accepted when either record has it;
 * - a release label, "FastStore 1.12.11" or "v1.12.11": a tag of the FastStore repository. When a date
 *   stands next to it ("FastStore 1.10.32 (2 August 2022)", "in May 2022 (v1.8.17)"), the date must be
 *   the tag's.
 *
 * Bare versions count too where their meaning is plain: in a sentence that names one package, a
 * version joined to its label ("1.12.5 and earlier, and 1.12.17 and later", "from 1.12.17 on") is that
 * package's; a bare 1.x version followed by a date in parentheses ("since 1.9.11 (June 2022)") is a
 * release label. Fenced code is not prose and is left out by the caller.
 */
import * as z from 'zod';

export const versionDataSchema = z.object({
  /** Where the lists come from; the refresh script writes it. */
  source: z.string(),
  /** Published versions per package name, as `npm view <name> versions` lists them (this machine's registry may be a sparse mirror). */
  packages: z.record(z.string().startsWith('@faststore/'), z.array(z.string()).min(1)),
  /**
   * Versions each package's CHANGELOG.md records at the newest FastStore tag of each major line (the tags are
   * named in `source`), with the date of the changelog heading (YYYY-MM-DD) or null when it gives none. A renamed
   * package's entries from before the rename (`@vtex/lighthouse-config` up to 1.8.42) are left out.
   */
  changelog: z.record(
    z.string().startsWith('@faststore/'),
    z.record(z.string().regex(/^\d+\.\d+\.\d+/), z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable()),
  ),
  /** FastStore repository tags (v1.x and v2.x) and the date of the commit each one points at, YYYY-MM-DD. */
  tags: z.record(z.string().regex(/^v\d/), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export type VersionData = z.infer<typeof versionDataSchema>;

/** The three-part version in a changelog heading: "## 1.12.16 (2022-10-14)", "# [1.12.0](https://…) (2022-09-13)", "## [1.0.0] - 2021-07-01". */
const changelogHeading = new RegExp(
  String.raw`^#{1,3}[ \t]+(?:\[(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\](?:\(([^)\s]*)\))?|(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?))(?![\w.])[ \t]*(?:\(?(\d{4}-\d{2}-\d{2})\)?|-[ \t]*(\d{4}-\d{2}-\d{2}))?`,
);
/** The title a changelog file opens with; a second one means another project's log was pasted below. */
const changelogTitle = /^#[ \t]+change[ \t]?log\b/i;

/**
 * The versions a package's CHANGELOG.md records, each with its heading's date (null when there is none).
 * Both heading styles count, with or without a compare link. Stops where a second changelog title starts
 * (FastStore's core package carries the starter's own log below its own), and skips headings whose link
 * compares versions of another repository.
 */
export function changelogVersions(text: string, repository = 'github.com/vtex/faststore/'): Record<string, string | null> {
  const found: Record<string, string | null> = {};
  for (const line of text.split('\n')) {
    if (changelogTitle.test(line) && Object.keys(found).length > 0) break;
    const m = changelogHeading.exec(line);
    if (!m) continue;
    const [, linked, link, plain, date, dashDate] = m;
    if (link && !link.includes(repository)) continue;
    const version = linked ?? plain ?? '';
    found[version] = found[version] ?? date ?? dashDate ?? null;
  }
  return found;
}

/** Whether either record (registry list or changelog) knows the version, or for a two-part version some release of that line. */
export function isPublished(data: VersionData, name: string, version: string): boolean {
  const known = [...(data.packages[name] ?? []), ...Object.keys(data.changelog[name] ?? {})];
  return version.split('.').length === 2 ? known.some((v) => v.startsWith(`${version}.`)) : known.includes(version);
}

export type VersionClaim =
  | {kind: 'package'; name: string; version: string; text: string}
  | {kind: 'release'; version: string; text: string; date?: {year: number; month: number; day?: number}};

const version = String.raw`\d+\.\d+(?:\.\d+)?(?:-[0-9A-Za-z.]+)?`;
const months = [
  'january', 'february', 'march', 'april', 'may', 'june',
  'july', 'august', 'september', 'october', 'november', 'december',
];
const monthName = `(?:${months.join('|')})`;
const dateText = String.raw`(?:(\d{1,2}) )?(?:early |mid-|late |the end of )?(${monthName}),? (\d{4})`;

const packageLabel = new RegExp(String.raw`\`?(@faststore\/[a-z-]+)\`?(?:@| )(${version})\b`, 'gi');
const releaseLabel = new RegExp(String.raw`\b(?:FastStore v?|(?<![\w/.@-])v)(${version})\b`, 'g');
/** A bare 1.x version right before a parenthesized date. */
const datedBareVersion = new RegExp(String.raw`(?<![\w/.@-])(1\.\d+\.\d+)\b(?= \((?:released )?(?:on )?${dateText}\b)`, 'gi');
const dateAfter = new RegExp(String.raw`^\s*\((?:released |merged |published )?(?:on )?${dateText}\b`, 'i');
const dateBefore = new RegExp(String.raw`\b${dateText}(?:, the same month)?\s*\(\s*$`, 'i');
/** Words that tie a bare version to the package label before it in the same sentence. */
const joiner = /(?:,|;|\band|\bor|\bto|\bfrom|\buntil|\bthrough|\bbefore|\bafter|\bsince|\bthan|\bup to|\bversions?)\s*$/i;
const bareVersion = new RegExp(String.raw`(?<![\w/.@-])(${version})\b`, 'g');

function parseDate(match: RegExpExecArray | null): {year: number; month: number; day?: number} | undefined {
  if (!match) return undefined;
  const [, day, month, year] = match;
  return {year: Number(year), month: months.indexOf((month ?? '').toLowerCase()) + 1, ...(day ? {day: Number(day)} : {})};
}

/** Splits a line of prose into sentences without cutting version numbers or `e.g.` apart. */
export function sentencesOf(line: string): string[] {
  return line.split(/(?<=[.!?])\s+(?=[A-Z`(*[])/);
}

/** Every version label one sentence states. */
export function versionClaimsIn(sentence: string): VersionClaim[] {
  const claims: VersionClaim[] = [];
  const taken = new Set<number>();
  const packageNames = new Set([...sentence.matchAll(/@faststore\/[a-z-]+/gi)].map((m) => m[0].toLowerCase()));

  for (const m of sentence.matchAll(packageLabel)) {
    const name = (m[1] ?? '').toLowerCase();
    const at = (m.index ?? 0) + m[0].lastIndexOf(m[2] ?? '');
    taken.add(at);
    claims.push({kind: 'package', name, version: m[2] ?? '', text: m[0]});
  }
  for (const m of sentence.matchAll(releaseLabel)) {
    const at = (m.index ?? 0) + m[0].lastIndexOf(m[1] ?? '');
    if (taken.has(at)) continue;
    taken.add(at);
    const end = (m.index ?? 0) + m[0].length;
    const date = parseDate(dateAfter.exec(sentence.slice(end))) ?? parseDate(dateBefore.exec(sentence.slice(0, m.index)));
    claims.push({kind: 'release', version: m[1] ?? '', text: m[0], ...(date ? {date} : {})});
  }
  for (const m of sentence.matchAll(datedBareVersion)) {
    const at = m.index ?? 0;
    if (taken.has(at)) continue;
    taken.add(at);
    const date = parseDate(dateAfter.exec(sentence.slice(at + m[0].length)));
    claims.push({kind: 'release', version: m[1] ?? '', text: m[0], ...(date ? {date} : {})});
  }
  if (packageNames.size === 1) {
    const [name = ''] = packageNames;
    const first = sentence.search(/@faststore\//i);
    for (const m of sentence.matchAll(bareVersion)) {
      const at = m.index ?? 0;
      if (at < first || taken.has(at) || !joiner.test(sentence.slice(0, at))) continue;
      taken.add(at);
      claims.push({kind: 'package', name, version: m[1] ?? '', text: m[0]});
    }
  }
  return claims;
}

/** What is wrong with one claim, or nothing. */
export function versionClaimProblem(claim: VersionClaim, data: VersionData): string | undefined {
  // A two-part version ("FastStore 1.12") names a minor line: some release of that line must exist.
  const isLine = claim.version.split('.').length === 2;
  if (claim.kind === 'package') {
    const registry = data.packages[claim.name];
    const changelog = Object.keys(data.changelog[claim.name] ?? {});
    if (!registry && changelog.length === 0) return `${claim.name} ${claim.version}: ${claim.name} is not in scripts/data/faststore-versions.json (add it and refresh the list)`;
    if (!isPublished(data, claim.name, claim.version)) {
      const line = claim.version.split('.').slice(0, 2).join('.');
      const sameLine = [...new Set([...(registry ?? []), ...changelog])]
        .filter((v) => v.split('.').slice(0, 2).join('.') === line)
        .sort((a, b) => a.localeCompare(b, 'en', {numeric: true}));
      return `${claim.name} ${claim.version} was never published: neither the registry list nor the package's changelog has it; they have ${sameLine.length ? sameLine.join(', ') : 'no version of that minor line'}`;
    }
    return undefined;
  }
  const tag = `v${claim.version}`;
  const tagDate = data.tags[tag];
  if (!tagDate && isLine && Object.keys(data.tags).some((t) => t.startsWith(`${tag}.`))) return undefined;
  if (!tagDate) return `FastStore ${claim.version}: the FastStore repository has no tag ${tag}`;
  if (!claim.date) return undefined;
  const [year, month, day] = tagDate.split('-').map(Number);
  const {date} = claim;
  if (date.year !== year || date.month !== month || (date.day !== undefined && date.day !== day)) {
    return `FastStore ${claim.version}: the tag ${tag} is dated ${tagDate}, not ${date.day ? `${date.day} ` : ''}${months[date.month - 1]} ${date.year}`;
  }
  return undefined;
}

/** Problems in a page's prose (fenced code already blanked out), each with its line number counted from `firstLine`. */
export function versionProblemsInProse(prose: string, data: VersionData, firstLine = 1): string[] {
  return prose.split('\n').flatMap((line, index) =>
    sentencesOf(line).flatMap((sentence) =>
      versionClaimsIn(sentence).flatMap((claim) => {
        const problem = versionClaimProblem(claim, data);
        return problem ? [`line ${index + firstLine}: ${problem}`] : [];
      }),
    ),
  );
}
