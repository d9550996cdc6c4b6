/**
 * Code colours for light and dark mode. Every token colour keeps at least 4.5:1 contrast with its
 * background (WCAG 1.4.3, checked in src/lib/__tests__/codeThemes.test.ts): the stock github and dracula
 * themes fail it for comments, numbers and keywords. No opacity, which would thin the contrast.
 */
import type {PrismTheme} from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['punctuation', 'operator'], style: {color: '#1f2328'}},
    {types: ['string', 'attr-value', 'char', 'regex', 'inserted'], style: {color: '#0a3069'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'entity', 'url', 'property', 'variable'], style: {color: '#0550ae'}},
    {types: ['keyword', 'atrule', 'selector', 'important'], style: {color: '#b31d28'}},
    {types: ['function', 'function-variable', 'class-name', 'maybe-class-name'], style: {color: '#6639ba'}},
    {types: ['tag', 'builtin'], style: {color: '#116329'}},
    {types: ['attr-name', 'namespace'], style: {color: '#953800'}},
    {types: ['deleted'], style: {color: '#82071e'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#8b949e', fontStyle: 'italic'}},
    {types: ['punctuation', 'operator'], style: {color: '#e6edf3'}},
    {types: ['string', 'attr-value', 'char', 'regex', 'inserted'], style: {color: '#a5d6ff'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'entity', 'url', 'property', 'variable'], style: {color: '#79c0ff'}},
    {types: ['keyword', 'atrule', 'selector', 'important'], style: {color: '#ff7b72'}},
    {types: ['function', 'function-variable', 'class-name', 'maybe-class-name'], style: {color: '#d2a8ff'}},
    {types: ['tag', 'builtin'], style: {color: '#7ee787'}},
    {types: ['attr-name', 'namespace'], style: {color: '#ffa657'}},
    {types: ['deleted'], style: {color: '#ffa198'}},
  ],
};
