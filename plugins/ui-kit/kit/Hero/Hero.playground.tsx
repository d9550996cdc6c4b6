import {translate} from '@docusaurus/Translate';
import type {PlaygroundSpec} from '../../types.ts';
import {exampleModule, jsxString, jsxText} from '../../logic/jsxString.ts';
import Link from '../Link/index.tsx';
import Hero, {HeroHeading, HeroImage} from './index.tsx';

const title = 'New arrivals';
const subtitle = 'Fresh styles for the season, delivered in two days.';

const heroPlayground: PlaygroundSpec = {
  name: 'Hero',
  level: 'organisms',
  page: '/reference/ui/organisms/Hero',
  controls: [
    {name: 'Link.children', type: 'string', default: 'Shop now'},
    {name: 'testId', type: 'string', default: 'store-hero', implicit: 'store-hero'},
  ],
  render: (values) => (
    <Hero testId={String(values.testId)}>
      <HeroImage>
        <img src="/img/starters/beauty-thumb.svg" alt="" width={320} height={200} />
      </HeroImage>
      <HeroHeading>
        <h2>{title}</h2>
        <p>{subtitle}</p>
        <Link href="#new-arrivals">{String(values['Link.children'])}</Link>
      </HeroHeading>
    </Hero>
  ),
  code: (values) =>
    exampleModule({
      name: 'Hero',
      ui: ['Hero', 'HeroHeading', 'HeroImage', 'Link'],
      jsx: jsxString(
        'Hero',
        [['testId', values.testId === 'store-hero' ? undefined : String(values.testId)]],
        [
          jsxString('HeroImage', [], '<img src="/images/new-arrivals.jpg" alt="" width={1440} height={560} />'),
          jsxString('HeroHeading', [], [`<h2>${title}</h2>`, `<p>${subtitle}</p>`, jsxString('Link', [['href', '/new-arrivals']], jsxText(String(values['Link.children'])))].join('\n')),
        ].join('\n'),
      ),
    }),
  refuse: (values) =>
    String(values['Link.children']).trim()
      ? null
      : translate({id: 'site.uiKit.heroLinkNeedsText', message: 'Link.children: the link needs text, or readers cannot tell where it goes'}),
};

export default heroPlayground;
