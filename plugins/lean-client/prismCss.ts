/**
 * Code token colours as CSS instead of inline styles, so the server's highlighted HTML serves both colour
 * modes and the browser needs no highlighter to switch between them. Rules follow the theme's order, so a
 * later entry wins over an earlier one for the same token type, as in prism-react-renderer.
 */
import type {PrismTheme} from 'prism-react-renderer';

type Style = PrismTheme['plain'];

const cssProperty = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${cssProperty(name)}:${String(value)}`)
    .join(';');
}

/** CSS for one theme, every selector scoped under `scope` (e.g. `html[data-theme='dark']`). */
export function prismThemeCss(theme: PrismTheme, scope: string): string {
  const rules = theme.styles.flatMap(({types, languages, style}) => {
    const body = declarations(style);
    if (!body) return [];
    const selectors = types.flatMap((type) =>
      (languages ?? [undefined]).map((language) => `${scope} ${language ? `.language-${language} ` : ''}.token.${type}`),
    );
    return [`${selectors.join(',')}{${body}}`];
  });
  return rules.join('\n');
}

/**
 * The code block's text and background colours, as the CSS variables the theme's code block styles read
 * (the theme sets them inline from the current colour mode; src/theme/CodeBlock/Container leaves that to CSS).
 */
export function prismVariablesCss(theme: PrismTheme, scope: string): string {
  const variables = [
    ['--prism-color', theme.plain.color],
    ['--prism-background-color', theme.plain.backgroundColor],
  ].filter(([, value]) => typeof value === 'string' && value !== '');
  return variables.length ? `${scope}{${variables.map(([name, value]) => `${name}:${value}`).join(';')}}` : '';
}

/** The code colours (text, background, tokens) of the light and dark themes. */
export function prismCss(light: PrismTheme, dark: PrismTheme): string {
  return [
    prismVariablesCss(light, "html[data-theme='light']"),
    prismThemeCss(light, "html[data-theme='light']"),
    prismVariablesCss(dark, "html[data-theme='dark']"),
    prismThemeCss(dark, "html[data-theme='dark']"),
  ].join('\n') + '\n';
}
