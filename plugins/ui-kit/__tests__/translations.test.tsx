// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {useState} from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {codeTranslations} from '@site/tests/stubs/Translate.tsx';
import Carousel from '../kit/Carousel/index.tsx';
import {numberProblem} from '../logic/controls.ts';
import {playgroundSpec, playgroundSpecs} from '../registry.ts';
import PropsPanel from '../theme/Playground/PropsPanel.tsx';
import {defaultValues, type PlaygroundSpec} from '../types.ts';

afterEach(() => {
  cleanup();
  for (const id of Object.keys(codeTranslations)) delete codeTranslations[id];
});

function Panel({spec}: {spec: PlaygroundSpec}) {
  const [values, setValues] = useState(() => defaultValues(spec));
  return <PropsPanel spec={spec} values={values} onChange={setValues} />;
}

const problemOf = (name: string) => {
  const control = document.querySelector<HTMLInputElement>(`[data-prop="${name}"]`)!;
  return document.getElementById(control.getAttribute('aria-describedby')!)!.textContent;
};

describe('the props panel’s words', () => {
  const numberControls = playgroundSpecs.flatMap((spec) => spec.controls.filter((control) => control.type === 'number').map((control) => [spec.name, control] as const));

  it.each(numberControls.map(([name, control]) => [`${name} ${control.name}`, name, control] as const))(
    '%s: in English, a refused number says what numberProblem says',
    (_label, name, control) => {
      render(<Panel spec={playgroundSpec(name)} />);
      const kept = JSON.stringify(control.default);
      const typed = ['', 'abc', String(control.min - 1), String(control.max + 1), String(control.min + (control.step ?? 1) / 3)];
      for (const text of typed) {
        fireEvent.change(document.querySelector(`[data-prop="${control.name}"]`)!, {target: {value: text}});
        const problem = numberProblem(control, text);
        if (problem) expect(problemOf(control.name)).toBe(`${problem}; the demo keeps ${kept}.`);
      }
    },
  );

  it('says a refusal, the legend and the controls in the page’s language', () => {
    codeTranslations['site.uiKit.refusal'] = '{problem}; a demonstração mantém {value}.';
    codeTranslations['site.uiKit.numberOutOfRange'] = '{name} aceita de {min} a {max}, não {value}';
    codeTranslations['site.uiKit.linkNeedsText'] = 'children: um link precisa de texto';
    codeTranslations['site.uiKit.propsLegend'] = 'Props de {component}';
    render(<Panel spec={playgroundSpec('AggregateRating')} />);
    expect(screen.getByRole('group', {name: 'Props de AggregateRating'})).toBeTruthy();
    fireEvent.change(document.querySelector('[data-prop="value"]')!, {target: {value: '7'}});
    expect(problemOf('value')).toBe('value aceita de 0 a 5, não 7; a demonstração mantém 3.5.');
    cleanup();
    render(<Panel spec={playgroundSpec('Link')} />);
    fireEvent.change(document.querySelector('[data-prop="children"]')!, {target: {value: ' '}});
    expect(problemOf('children')).toBe('children: um link precisa de texto; a demonstração mantém "Shipping policy".');
  });
});

describe('the carousel’s words', () => {
  const slides = ['First', 'Second', 'Third'].map((text) => <div key={text}>{text}</div>);

  it('are the 1.x English by default', () => {
    render(<Carousel>{slides}</Carousel>);
    expect(screen.getByRole('button', {name: 'previous'})).toBeTruthy();
    expect(screen.getByRole('tablist', {name: 'Slides'})).toBeTruthy();
    expect(screen.getByRole('tab', {name: 'Go to slide 2'})).toBeTruthy();
    expect(document.querySelector('section')!.getAttribute('aria-roledescription')).toBe('carousel');
    expect(document.querySelector('[data-carousel-item]')!.getAttribute('aria-label')).toBe('1 of 3');
    expect(document.querySelector('[data-carousel-item]')!.getAttribute('aria-roledescription')).toBe('slide');
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe('Slide 1 of 3');
  });

  it('are the page’s own when it passes them', () => {
    render(
      <Carousel
        labels={{
          carousel: 'carrossel',
          slideRole: 'slide',
          previous: 'anterior',
          next: 'próximo',
          bullets: 'Slides',
          slide: (position, count) => `${position} de ${count}`,
          goTo: (position) => `Ir para o slide ${position}`,
          announcement: (position, count) => `Slide ${position} de ${count}`,
        }}>
        {slides}
      </Carousel>,
    );
    fireEvent.click(screen.getByRole('button', {name: 'próximo'}));
    expect(screen.getByRole('button', {name: 'anterior'})).toBeTruthy();
    expect(screen.getByRole('tab', {name: 'Ir para o slide 2'}).getAttribute('aria-selected')).toBe('true');
    expect(document.querySelector('section')!.getAttribute('aria-roledescription')).toBe('carrossel');
    expect(document.querySelector('[data-carousel-item="current"]')!.getAttribute('aria-label')).toBe('2 de 3');
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe('Slide 2 de 3');
  });
});
