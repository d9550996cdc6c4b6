import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../codeHighlight/themes.ts';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('contrast', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#777777', '#ffffff', 4.48],
    ['#ffffff', '#ffffff', 1],
  ])('%s on %s is %d:1', (a, b, expected) => {
    expect(contrast(a, b)).toBeCloseTo(expected, 1);
  });
});

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as Array<[string, PrismTheme]>)('the %s code theme', (_mode, theme) => {
  const background = String(theme.plain.backgroundColor);
  const colours = [
    ['plain', String(theme.plain.color)],
    ...theme.styles.map(({types, style}) => [types.join(', '), String(style.color)]),
  ];

  it.each(colours)('%s (%s) has at least 4.5:1 contrast with the background', (_types, colour) => {
    expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('never thins a token with opacity', () => {
    expect(theme.styles.every(({style}) => style.opacity === undefined)).toBe(true);
  });
});
