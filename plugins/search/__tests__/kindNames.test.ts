import {describe, expect, it} from 'vitest';
import {pageKinds} from '../../../common/search/kinds.ts';
import {kindLabel} from '../../../common/search/rank.ts';
import {hitKindName, kindName} from '../client/kindNames.ts';

// translate() answers the English message here (tests/stubs/Translate.tsx), as the English site does.
describe('kind names in English', () => {
  it('names every kind as common/search does', () => {
    for (const [kind, label] of pageKinds) expect(kindName(kind)).toBe(label);
  });

  it.each(pageKinds.flatMap(([kind]) => ['default', 'docs-default-current', 'docs-default-v0'].map((tag) => [kind, tag] as const)))(
    'labels a hit of kind %s with tag %s as kindLabel does',
    (kind, tag) => {
      expect(hitKindName(kind, tag)).toBe(kindLabel(kind, tag));
    },
  );
});
