/**
 * The highlighter for the server render. The browser bundle aliases this module to ./none.ts
 * (plugins/lean-client), so Prism never ships with the page; the browser keeps the server's HTML and
 * loads HighlightedCode on demand only for code rendered after navigation or changed by the reader.
 */
import type {ComponentType} from 'react';
import HighlightedCode, {type HighlightedCodeProps} from './HighlightedCode.tsx';

const SyncHighlightedCode: ComponentType<HighlightedCodeProps> | null = HighlightedCode;
export default SyncHighlightedCode;
