// @vitest-environment jsdom
import {cleanup, render, screen} from '@testing-library/react';
import type {ReactElement} from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import Accordion, {AccordionButton, AccordionItem, AccordionPanel} from '../kit/Accordion';
import Badge from '../kit/Badge';
import Breadcrumb from '../kit/Breadcrumb';
import Button from '../kit/Button';
import Carousel from '../kit/Carousel';
import Checkbox from '../kit/Checkbox';
import Hero from '../kit/Hero';
import Input from '../kit/Input';
import Link from '../kit/Link';
import Modal from '../kit/Modal';
import Price from '../kit/Price';
import ProductCard from '../kit/ProductCard';
import QuantitySelector from '../kit/QuantitySelector';
import Radio from '../kit/Radio';
import Rating from '../kit/Rating';
import Select from '../kit/Select';
import Skeleton from '../kit/Skeleton';
import Slider from '../kit/Slider';
import Toast from '../kit/Toast';

afterEach(cleanup);

type Factory = (testId?: string) => ReactElement;

// Spec §9 / facts §3.2: the default test id is `store-` plus the kebab-case name, and `testId` overrides it.
const cases: Array<[string, Factory]> = [
  ['store-button', (testId) => <Button testId={testId}>Buy</Button>],
  ['store-link', (testId) => <Link href="#a" testId={testId}>Go</Link>],
  ['store-badge', (testId) => <Badge testId={testId}>New</Badge>],
  ['store-input', (testId) => <Input aria-label="Name" testId={testId} />],
  ['store-checkbox', (testId) => <Checkbox aria-label="Gift" testId={testId} />],
  ['store-radio', (testId) => <Radio aria-label="Standard" testId={testId} />],
  ['store-select', (testId) => <Select aria-label="Sort" testId={testId}><option>A</option></Select>],
  ['store-price', (testId) => <Price value={10} testId={testId} />],
  ['store-skeleton', (testId) => <Skeleton testId={testId} />],
  ['store-slider', (testId) => <Slider min={{absolute: 0, selected: 10}} max={{absolute: 100, selected: 90}} testId={testId} />],
  [
    'store-accordion',
    (testId) => (
      <Accordion testId={testId}>
        <AccordionItem>
          <AccordionButton>Q</AccordionButton>
          <AccordionPanel>A</AccordionPanel>
        </AccordionItem>
      </Accordion>
    ),
  ],
  [
    'store-accordion-item',
    (testId) => (
      <Accordion>
        <AccordionItem testId={testId}>
          <AccordionButton>Q</AccordionButton>
          <AccordionPanel>A</AccordionPanel>
        </AccordionItem>
      </Accordion>
    ),
  ],
  [
    'store-accordion-button',
    (testId) => (
      <Accordion>
        <AccordionItem>
          <AccordionButton testId={testId}>Q</AccordionButton>
          <AccordionPanel>A</AccordionPanel>
        </AccordionItem>
      </Accordion>
    ),
  ],
  [
    'store-accordion-panel',
    (testId) => (
      <Accordion>
        <AccordionItem>
          <AccordionButton>Q</AccordionButton>
          <AccordionPanel testId={testId}>A</AccordionPanel>
        </AccordionItem>
      </Accordion>
    ),
  ],
  ['store-carousel', (testId) => <Carousel testId={testId}><div>1</div><div>2</div></Carousel>],
  ['store-modal', (testId) => <Modal isOpen onDismiss={() => undefined} title="Hi" testId={testId}>Body</Modal>],
  ['store-breadcrumb', (testId) => <Breadcrumb testId={testId}><a href="#h">Home</a><span>Shirt</span></Breadcrumb>],
  ['store-quantity-selector', (testId) => <QuantitySelector testId={testId} />],
  ['store-rating', (testId) => <Rating value={3} testId={testId} />],
  ['store-toast', (testId) => <Toast message="Saved" testId={testId} />],
  [
    'store-product-card',
    (testId) => <ProductCard name="Shirt" href="#p" imageSrc="/x.svg" imageAlt="" price={10} testId={testId} />,
  ],
  ['store-hero', (testId) => <Hero title="Sale" imageSrc="/x.svg" imageAlt="" testId={testId} />],
];

describe('data-testid', () => {
  it.each(cases)('defaults to %s', (expected, factory) => {
    render(factory());
    expect(screen.getByTestId(expected)).toBeTruthy();
  });

  it.each(cases)('%s is overridden by testId', (defaultId, factory) => {
    render(factory('custom-id'));
    expect(screen.getByTestId('custom-id')).toBeTruthy();
    expect(screen.queryByTestId(defaultId)).toBeNull();
  });
});
