/**
 * The kinds of page named in the page's language, translated when they are shown (translate() reads the page's
 * locale). common/search keeps the English names beside the ranking (kinds.ts, kindLabel in rank.ts); these say the same.
 */
import {translate} from '@docusaurus/Translate';
import type {PageKind} from '@site/common/search/types.ts';

/** A kind of page, as the search page's kind filter lists it. */
export function kindName(kind: PageKind): string {
  switch (kind) {
    case 'docs':
      return translate({id: 'search.kind.docs', message: 'Docs', description: 'Kind of page in search: a documentation page'});
    case 'release':
      return translate({id: 'search.kind.release', message: 'Release notes', description: 'Kind of page in search: a release notes post'});
    case 'starter':
      return translate({id: 'search.kind.starter', message: 'Starters', description: 'Kind of page in search: a page of the Starters gallery'});
    case 'page':
      return translate({id: 'search.kind.page', message: 'Page', description: 'Kind of page in search: any other page of the site'});
  }
}

/** The label next to a hit: its kind, and for docs of a version other than the current one, that version (`Docs v0`). */
export function hitKindName(kind: PageKind, tag: string): string {
  if (kind === 'docs' && !tag.endsWith('-current')) {
    return translate(
      {
        id: 'search.kind.docsVersion',
        message: 'Docs {version}',
        description: 'Label next to a search hit from an older docs version; {version} is its name, such as v0',
      },
      {version: tag.replace(/^docs-default-/, '')},
    );
  }
  return kindName(kind);
}
