import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {themes} from 'prism-react-renderer';
import {prismCss, prismThemeCss, prismVariablesCss} from '../prismCss.ts';

const theme: PrismTheme = {
  plain: {color: '#111', backgroundColor: '#fff'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#555', fontStyle: 'italic'}},
    {types: ['namespace'], style: {opacity: 0.7}},
    {types: ['tag'], style: {color: '#a00'}},
    {types: ['tag'], languages: ['markup'], style: {color: '#00a'}},
    {types: ['empty'], style: {}},
  ],
};

describe('prismThemeCss', () => {
  it('writes one rule per style entry, scoped, with CSS property names', () => {
    expect(prismThemeCss(theme, '.light').split('\n')).toEqual([
      '.light .token.comment,.light .token.prolog{color:#555;font-style:italic}',
      '.light .token.namespace{opacity:0.7}',
      '.light .token.tag{color:#a00}',
      '.light .language-markup .token.tag{color:#00a}',
    ]);
  });

  it('keeps the theme order, so a later entry for the same type wins as in prism-react-renderer', () => {
    const css = prismThemeCss(themes.github, 'html');
    // github lists `tag` twice; the second colour (#00009f) must come last.
    expect(css.lastIndexOf('#00009f')).toBeGreaterThan(css.indexOf('#d73a49'));
    expect(css.split('\n').at(-1)).toContain('.token.tag');
  });
});

describe('prismCss', () => {
  it('scopes the light theme to data-theme=light and the dark theme to data-theme=dark', () => {
    const css = prismCss(themes.github, themes.dracula);
    const lines = css.trim().split('\n');
    // One rule per style entry, plus the block's text and background colours.
    expect(lines.filter((line) => line.startsWith("html[data-theme='light']"))).toHaveLength(themes.github.styles.length + 1);
    expect(lines.filter((line) => line.startsWith("html[data-theme='dark']")).length).toBeGreaterThan(0);
    expect(css).toContain("html[data-theme='dark'] .token.comment");
    expect(css).not.toContain('undefined');
  });
});

describe('prismVariablesCss', () => {
  it('sets the code block colour variables of each mode from the theme, as the theme sets them inline', () => {
    expect(prismVariablesCss(theme, '.light')).toBe('.light{--prism-color:#111;--prism-background-color:#fff}');
    const css = prismCss(themes.github, themes.dracula);
    expect(css).toContain(`html[data-theme='light']{--prism-color:${themes.github.plain.color};--prism-background-color:${themes.github.plain.backgroundColor}}`);
    expect(css).toContain(`html[data-theme='dark']{--prism-color:${themes.dracula.plain.color};--prism-background-color:${themes.dracula.plain.backgroundColor}}`);
  });

  it('writes nothing for a theme without plain colours', () => {
    expect(prismVariablesCss({plain: {}, styles: []}, '.x')).toBe('');
  });
});
