// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import FaqAccordion from '../index.tsx';
import {questionSlug} from '@site/common/questionSlug.ts';
import FaqItem from '../FaqItem.tsx';

afterEach(cleanup);

const faq = (
  <FaqAccordion>
    <FaqItem question="What is FastStore?">
      <p>A toolkit.</p>
    </FaqItem>
    <FaqItem question="Do I need a VTEX account?">
      <p>To sell, yes.</p>
    </FaqItem>
  </FaqAccordion>
);

describe('FaqAccordion', () => {
  it('renders every question and answer, answers hidden until opened', () => {
    const {container} = render(faq);
    expect(container.textContent).toContain('What is FastStore?');
    expect(screen.getByText('A toolkit.').closest('[hidden]')).not.toBeNull();
    expect(screen.getByText('To sell, yes.').closest('[hidden]')).not.toBeNull();
  });

  it('questions are h3 headings with the slug the Markdown heading had', () => {
    render(faq);
    const heading = screen.getByRole('heading', {level: 3, name: 'Do I need a VTEX account?'});
    expect(heading.id).toBe('do-i-need-a-vtex-account');
  });

  it('a translated question keeps the English anchor it is given', () => {
    render(
      <FaqAccordion>
        <FaqItem id="what-is-faststore" question="O que é o FastStore?">
          <p>Um kit.</p>
        </FaqItem>
      </FaqAccordion>,
    );
    expect(screen.getByRole('heading', {level: 3, name: 'O que é o FastStore?'}).id).toBe('what-is-faststore');
  });

  it('several answers may be open at once', () => {
    render(faq);
    fireEvent.click(screen.getByRole('button', {name: 'What is FastStore?'}));
    fireEvent.click(screen.getByRole('button', {name: 'Do I need a VTEX account?'}));
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'true']);
  });

  it.each([
    ['What is FastStore?', 'what-is-faststore'],
    ['Should I choose the Gatsby or the Next.js starter?', 'should-i-choose-the-gatsby-or-the-nextjs-starter'],
    ['How do I remove an item from the cart with validateCart?', 'how-do-i-remove-an-item-from-the-cart-with-validatecart'],
  ])('questionSlug(%s) = %s', (question, slug) => {
    expect(questionSlug(question)).toBe(slug);
  });
});
