// @vitest-environment jsdom
import {cleanup, render, screen} from '@testing-library/react';
import type {ReactElement} from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import * as Ui from '../standIns.ts';

afterEach(cleanup);

type Factory = (testId?: string) => ReactElement;

const accordion = (part: 'Accordion' | 'AccordionItem' | 'AccordionButton' | 'AccordionPanel'): Factory =>
  function AccordionCase(testId) {
    const id = (name: typeof part) => (name === part ? testId : undefined);
    return (
      <Ui.Accordion indices={[0]} onChange={() => undefined} testId={id('Accordion')}>
        <Ui.AccordionItem testId={id('AccordionItem')}>
          <Ui.AccordionButton testId={id('AccordionButton')}>Q</Ui.AccordionButton>
          <Ui.AccordionPanel testId={id('AccordionPanel')}>A</Ui.AccordionPanel>
        </Ui.AccordionItem>
      </Ui.Accordion>
    );
  };

const quantityButton = {icon: '+'};

// The default test id is `store-` plus the kebab-case name, and `testId` overrides it.
const cases: Array<[keyof typeof Ui, string, Factory]> = [
  ['Accordion', 'store-accordion', accordion('Accordion')],
  ['AccordionItem', 'store-accordion-item', accordion('AccordionItem')],
  ['AccordionButton', 'store-accordion-button', accordion('AccordionButton')],
  ['AccordionPanel', 'store-accordion-panel', accordion('AccordionPanel')],
  ['AggregateRating', 'store-aggregate-rating', (testId) => <Ui.AggregateRating value={1} testId={testId}><span>★</span></Ui.AggregateRating>],
  ['Alert', 'store-alert', (testId) => <Ui.Alert testId={testId}>Saved</Ui.Alert>],
  ['Badge', 'store-badge', (testId) => <Ui.Badge testId={testId}>New</Ui.Badge>],
  ['Breadcrumb', 'store-breadcrumb', (testId) => <Ui.Breadcrumb testId={testId}><span>Home</span></Ui.Breadcrumb>],
  ['Button', 'store-button', (testId) => <Ui.Button testId={testId}>Buy</Ui.Button>],
  ['Carousel', 'store-carousel', (testId) => <Ui.Carousel testId={testId}><div>1</div><div>2</div></Ui.Carousel>],
  ['Checkbox', 'store-checkbox', (testId) => <Ui.Checkbox aria-label="Gift" testId={testId} />],
  ['Hero', 'store-hero', (testId) => <Ui.Hero testId={testId} />],
  ['HeroHeading', 'store-hero-heading', (testId) => <Ui.HeroHeading testId={testId} />],
  ['HeroImage', 'store-hero-image', (testId) => <Ui.HeroImage testId={testId} />],
  ['Icon', 'store-icon', (testId) => <Ui.Icon component="★" testId={testId} />],
  ['IconButton', 'store-icon-button', (testId) => <Ui.IconButton icon="×" aria-label="Close" testId={testId} />],
  ['Input', 'store-input', (testId) => <Ui.Input aria-label="Name" testId={testId} />],
  ['Label', 'store-label', (testId) => <Ui.Label testId={testId}>Name</Ui.Label>],
  ['Link', 'store-link', (testId) => <Ui.Link href="#a" testId={testId}>Go</Ui.Link>],
  ['Modal', 'store-modal', (testId) => <Ui.Modal isOpen aria-label="Hi" testId={testId}>Body</Ui.Modal>],
  ['Price', 'store-price', (testId) => <Ui.Price value={10} testId={testId} />],
  ['ProductCard', 'store-product-card', (testId) => <Ui.ProductCard testId={testId} />],
  ['ProductCardActions', 'store-product-card-actions', (testId) => <Ui.ProductCardActions testId={testId} />],
  ['ProductCardContent', 'store-product-card-content', (testId) => <Ui.ProductCardContent testId={testId} />],
  ['ProductCardImage', 'store-product-card-image', (testId) => <Ui.ProductCardImage testId={testId} />],
  [
    'QuantitySelector',
    'store-quantity-selector',
    (testId) => <Ui.QuantitySelector quantity={1} leftButtonProps={quantityButton} rightButtonProps={quantityButton} inputProps={{}} testId={testId} />,
  ],
  ['Radio', 'store-radio', (testId) => <Ui.Radio aria-label="Standard" testId={testId} />],
  ['Select', 'store-select', (testId) => <Ui.Select aria-label="Sort" testId={testId}><option>A</option></Ui.Select>],
  ['Skeleton', 'store-skeleton', (testId) => <Ui.Skeleton testId={testId} />],
  ['Slider', 'store-slider', (testId) => <Ui.Slider min={{absolute: 0, selected: 10}} max={{absolute: 100, selected: 90}} testId={testId} />],
];

describe('data-testid', () => {
  it('covers every stand-in', () => {
    expect(cases.map(([name]) => name).sort()).toEqual(Object.keys(Ui).sort());
  });

  it.each(cases)('%s defaults to %s', (_name, expected, factory) => {
    render(factory());
    expect(screen.getByTestId(expected)).toBeTruthy();
  });

  it.each(cases)('%s: %s is overridden by testId', (_name, defaultId, factory) => {
    render(factory('custom-id'));
    expect(screen.getByTestId('custom-id')).toBeTruthy();
    expect(screen.queryByTestId(defaultId)).toBeNull();
  });
});
