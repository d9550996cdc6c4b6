import {afterEach, describe, expect, it} from 'vitest';
import {codeTranslations} from '@site/tests/stubs/Translate.tsx';
import {starters} from '@site/src/data/starters.ts';
import {cardText, starterCardText} from '../starterCardText.ts';
import {starterFeatures, starterPrice} from '../starterText.ts';

afterEach(() => {
  for (const id of Object.keys(codeTranslations)) delete codeTranslations[id];
});

describe('the starters’ words', () => {
  it.each(starters.map((starter) => [starter.slug, starter] as const))('%s: in English, the messages are the data’s words', (slug, starter) => {
    expect(starterCardText(slug)).toEqual({details: starter.details, description: starter.description});
    expect(starterFeatures(slug)).toEqual(starter.features);
    expect(starterPrice(starter.price)).toBe(starter.price);
  });

  it('a locale’s messages replace them, and an unknown starter or price is left to the data', () => {
    codeTranslations['site.starters.pets.details'] = 'Um starter para lojas de produtos para pets.';
    codeTranslations['site.starters.priceFree'] = 'Gratuito';
    expect(starterCardText('pets')?.details).toBe('Um starter para lojas de produtos para pets.');
    expect(starterPrice('Free')).toBe('Gratuito');
    expect(starterPrice('US$ 10')).toBe('US$ 10');
    expect(starterCardText('garden')).toBeUndefined();
    expect(() => cardText('garden')).toThrow('Starter "garden" has no card words');
    expect(cardText('pets').details).toBe('Um starter para lojas de produtos para pets.');
    expect(starterFeatures('garden')).toBeUndefined();
  });
});
