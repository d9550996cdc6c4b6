/**
 * Facts about FastStore's history that several pages state, each with the one version and date every
 * page must give. A sentence "states" a fact when it matches the fact's `about` pattern and names a
 * version or a month; it then has to name only the fact's versions and months. Each value was checked
 * against FastStore's tags, commits and the starters' history (see the `source` of each fact).
 */
import {sentencesOf} from './versionClaims.ts';

export type SharedFact = {
  id: string;
  /** What the fact says, in words, for the failure message. */
  fact: string;
  /** Where the value comes from. */
  source: string;
  /** A sentence that matches every pattern talks about this fact. */
  about: RegExp[];
  /** The three-part versions a sentence about the fact may name (release tags or published packages). */
  versions: string[];
  /** The months a sentence about the fact may name, as "Month YYYY". */
  months: string[];
  /** The fact must be stated on at least this many pages, or the rule has nothing left to hold. */
  minPages: number;
  /** A sentence about the fact must name one of its versions or months: stated without them, it is wrong. */
  requireValue?: boolean;
};

export const sharedFacts: SharedFact[] = [
  {
    id: 'event-shape',
    fact: 'analytics events carry `name` and `params` instead of `type` and `data` since FastStore 1.3.17 (6 December 2021)',
    source: 'faststore 700bd20b2e (#1057), tag v1.3.17',
    about: [/`name` and `params`|event shape|This shape dates/],
    versions: ['1.3.17', '1.2.24'],
    months: ['December 2021', 'October 2021'],
    minPages: 4,
  },
  {
    id: 'package-rename',
    fact: 'the packages took the `@faststore` names on 28 October 2021, in FastStore 1.2.24',
    source: 'faststore c1db3f8d6f (#1005), tag v1.2.24',
    about: [/renamed|took (?:that|the) name|rebrand/i, /`?@faststore\/(?:ui|sdk|api)`?/, /`?@vtex\/store-|@faststore` (?:package )?names|took that name|package was renamed/],
    versions: ['1.2.24', '1.3.17'],
    months: ['October 2021', 'December 2021'],
    minPages: 3,
  },
  {
    id: 'data-attribute-prefix',
    fact: 'the `data-store-` attributes became `data-fs-` in FastStore 1.12.11 (October 2022); `@faststore/ui` 1.12.5 still renders `data-store-` on most components and 1.12.11, its next version, renders `data-fs-` on all',
    source: 'faststore 883d4f139e (#1482), tags v1.12.5 and v1.12.11; packages/ui/CHANGELOG.md at v1.12.50 goes from 1.12.5 to 1.12.11 (2022-10-06, "using data-fs instead data-store")',
    about: [/data-store-/, /data-fs-/],
    // 1.12.13 and 1.12.23 renamed the SearchInput form and the inner Carousel and Bullets attributes.
    versions: ['1.12.0', '1.12.5', '1.12.11', '1.12.13', '1.12.23'],
    months: ['October 2022', 'November 2022'],
    minPages: 8,
  },
  {
    id: 'sdk-stores',
    fact: 'the SDK dropped CartProvider and SessionProvider for createCartStore and createSessionStore in FastStore 1.10.32 (2 August 2022), which is also `@faststore/sdk` 1.10.32; 1.10.30 is the last `@faststore/sdk` with the providers',
    source: 'faststore caa85f6438 (#1392), tags v1.10.31 and v1.10.32; packages/sdk/CHANGELOG.md at v1.12.50 (1.10.30, then 1.10.32)',
    about: [/CartProvider|SessionProvider|useCart\b|cart provider|session provider|providers to stores|`createCartStore`|`createSessionStore`/],
    versions: ['1.10.30', '1.10.31', '1.10.32', '1.12.0'],
    months: ['August 2022'],
    minPages: 5,
  },
  {
    id: 'validate-cart-session',
    fact: 'validateCart takes a `session` argument since FastStore 1.11.7 (August 2022); it uses the session\'s channel and locale only from FastStore 1.12.37 (March 2023)',
    source: 'faststore e36ad6f6e1 (#1444, tag v1.11.7) and a665931e32 (#1660, tag v1.12.37)',
    about: [/validateCart|the mutation/, /\bsession\b/],
    versions: ['1.11.7', '1.12.37'],
    months: ['August 2022', 'March 2023'],
    minPages: 3,
  },
  {
    id: 'validate-cart-channel-locale',
    fact: 'validateCart validates items with the session\'s channel and locale only from FastStore 1.12.37 (March 2023)',
    source: 'faststore a665931e32 (#1660), tag v1.12.37',
    about: [/validateCart|cart is (?:then )?validated|validat\w* (?:the )?(?:cart|items)/i, /channel/, /locale/],
    versions: ['1.12.37'],
    months: ['March 2023'],
    minPages: 1,
    requireValue: true,
  },
  {
    id: 'order-form-sync',
    fact: 'the API keeps the cart in sync with the checkout (`enableOrderFormSync`) since FastStore 1.8.23 (May 2022), which is also `@faststore/api` 1.8.23',
    source: 'faststore 62e8f56b31 (#1299), tag v1.8.23; packages/api/CHANGELOG.md at v1.12.50, 1.8.23 (2022-05-17) "Sync Cart with Checkout"',
    about: [/enableOrderFormSync|in sync with the checkout|order form sync|follow the platform cart/],
    versions: ['1.8.23'],
    months: ['May 2022'],
    minPages: 2,
  },
  {
    id: 'schema-descriptions',
    fact: 'the API schema carries descriptions of its types and fields since FastStore 1.8.3 (10 May 2022), which is also `@faststore/api` 1.8.3',
    source: 'faststore 96d113d905 (#1274), first in tag v1.8.3; packages/api/CHANGELOG.md at v1.12.50 records 1.8.3 (2022-05-10)',
    about: [/description/, /types? and fields?|for each type/],
    versions: ['1.8.3'],
    months: ['May 2022'],
    minPages: 2,
  },
  {
    id: 'build-cache-flag',
    fact: '`USE_BUILD_CACHE` replaced `USE_NODE_MODULES_CACHE` and `USE_FRAMEWORK_CACHE` in September 2022; the two flags arrived in May 2022',
    source: 'faststore apps/docs/blog/2022-09-10-webops.md and 2022-05-11-webops.md',
    about: [/USE_BUILD_CACHE|USE_NODE_MODULES_CACHE|USE_FRAMEWORK_CACHE|cache flags?/],
    versions: [],
    months: ['September 2022', 'May 2022'],
    minPages: 3,
  },
  {
    id: 'private-previews',
    fact: 'CMS previews are private by default since May 2022, WebOps deploy previews since June 2022',
    source: 'faststore apps/docs/blog/2022-05-02-cms.md and 2022-06-02-webops.md',
    about: [/previews?/i, /private|authenticat/],
    versions: [],
    months: ['May 2022', 'June 2022'],
    minPages: 5,
  },
  {
    id: 'secure-subdomain-target',
    fact: 'the `secure` subdomain points to `secure.{domain}.cdn.vtex.com` since May 2022',
    source: 'faststore apps/docs/blog/2022-05-30-faststore.md',
    about: [/secure/, /vtexcommercestable|cdn\.vtex\.com|target/],
    versions: [],
    months: ['May 2022'],
    minPages: 3,
  },
  {
    id: 'starter-rename',
    fact: 'the Next.js Base Store arrived and `base.store` was renamed `gatsby.store` in April 2022',
    source: 'nextjs.store f7133545 and gatsby.store c8ddd48 (25 April 2022); faststore apps/docs/blog/2022-04-29-basestore.md, 2022-04-30-basestore.md',
    about: [/base\.store|Next\.js (?:starter|Base Store|version of Base Store)/, /renamed|arrived|released|launched|until|before/, /^(?![\s\S]*\bflags?\b)/],
    versions: [],
    months: ['April 2022'],
    minPages: 3,
  },
  {
    id: 'gatsby-plugin-cms-deprecation',
    fact: '`@vtex/gatsby-plugin-cms` was deprecated on 3 January 2022',
    source: 'faststore docs: migrating from gatsby-plugin-cms to gatsby-source-cms',
    about: [/gatsby-plugin-cms/, /deprecat/],
    versions: [],
    months: ['January 2022'],
    minPages: 3,
  },
  {
    id: 'lighthouse-package-name',
    fact: 'the Lighthouse configuration was `@vtex/lighthouse-config` until FastStore 1.8.42 (May 2022) and `@faststore/lighthouse` from 1.8.43',
    source: 'faststore de3448964f (#1326), tags v1.8.42 and v1.8.43; packages/lighthouse/package.json at v1.8.43 is @faststore/lighthouse 1.8.43, which its CHANGELOG.md records (2022-05-30)',
    about: [/@vtex\/lighthouse-config/, /@faststore\/lighthouse\b/],
    versions: ['1.8.42', '1.8.43'],
    months: ['May 2022'],
    minPages: 3,
  },
  {
    id: 'channel-json-facet',
    fact: 'the sales channel became a JSON string handled as a search facet in FastStore 1.6.26 (31 March 2022)',
    source: 'faststore 00556b199a (#1197), tag v1.6.26 (the first tag that holds it; v1.7.0 followed the same day)',
    about: [/\bchannel\b|\bcanal\b/i, /\bfacet|\bfaceta/i],
    versions: ['1.6.26'],
    months: ['March 2022'],
    minPages: 2,
  },
  {
    id: 'cms-plugin-builder-folders',
    fact: 'one `cms` sub-folder per builder, synced with `vtex cms:sync <builder>`, needs `@vtex/cli-plugin-cms` 1.0.7 or later',
    source: 'faststore ad7b3d6a2a (22 December 2022) and e4d9164738 (3 February 2023, which corrects 1.0.6 to 1.0.7)',
    about: [/cms:sync|(?:sub-?folder|subpasta|subcarpeta) (?:per|por) builder/],
    versions: ['1.0.7'],
    months: [],
    minPages: 3,
  },
];

const monthPattern = /\b(January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})\b/g;
const versionPattern = /(?<![\w.])\d+\.\d+\.\d+(?![\w.-]*\d)/g;

export type FactStatement = {fact: SharedFact; sentence: string; line: number};

/** The sentences of a page's prose that state one of the facts (with a version or a month). */
export function factStatements(prose: string, facts: SharedFact[] = sharedFacts): FactStatement[] {
  return prose.split('\n').flatMap((line, index) =>
    sentencesOf(line).flatMap((sentence) => {
      const dated = new RegExp(versionPattern.source).test(sentence) || new RegExp(monthPattern.source).test(sentence);
      return facts
        .filter((fact) => (dated || fact.requireValue) && fact.about.every((pattern) => pattern.test(sentence)))
        .map((fact) => ({fact, sentence, line: index + 1}));
    }),
  );
}

/** How a statement disagrees with its fact, or nothing. */
export function disagreement({fact, sentence}: FactStatement): string | undefined {
  const versions = [...sentence.matchAll(versionPattern)].map((m) => m[0]).filter((v) => !fact.versions.includes(v));
  const months = [...sentence.matchAll(monthPattern)].map((m) => `${m[1]} ${m[2]}`).filter((m) => !fact.months.includes(m));
  if (fact.requireValue && ![...fact.versions, ...fact.months].some((value) => sentence.includes(value))) {
    return `[${fact.id}] states the fact without its version or date: ${fact.fact}`;
  }
  if (versions.length === 0 && months.length === 0) return undefined;
  return `[${fact.id}] names ${[...versions, ...months].join(', ')}, but the fact is: ${fact.fact}`;
}

/**
 * Advice that FastStore's source shows to be wrong, in whatever words a page gives it. A sentence gives the advice
 * when it matches `advice` and carries no negation (a page may warn against it).
 */
export type WrongAdvice = {id: string; fact: string; source: string; advice: RegExp};

export const wrongAdvice: WrongAdvice[] = [
  {
    id: 'end-cursor-as-after',
    fact: '`after` is a numeric offset; in `allProducts` and `search` `endCursor` holds the total count, so sent back as `after` it skips past the last page',
    source: 'faststore packages/api/src/platforms/vtex/resolvers/query.ts and searchResult.ts at tag v1.12.0',
    advice:
      /\b(?:pass|send|use|give|feed|hand)\w*\b[^.;:]*`(?:pageInfo\.)?endCursor`[^.;:]*\b(?:as|into|to)\b[^.;:]*`after`|`after`[^.;:]*\b(?:from|to)\b[^.;:]*`(?:pageInfo\.)?endCursor`/i,
  },
];

const negation = /\b(?:not|never|no)\b|n't\b/i;

/** The sentences of a page's prose that give one of the wrong pieces of advice. */
export function wrongAdviceIn(prose: string, advice: WrongAdvice[] = wrongAdvice): {advice: WrongAdvice; sentence: string; line: number}[] {
  return prose.split('\n').flatMap((line, index) =>
    sentencesOf(line).flatMap((sentence) =>
      advice.filter((a) => a.advice.test(sentence) && !negation.test(sentence)).map((a) => ({advice: a, sentence, line: index + 1})),
    ),
  );
}
