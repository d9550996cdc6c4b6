/**
 * A JSON highlighter for "Try it" response bodies: the body is cut into tokens named as Prism names them
 * (`property`, `string`, `number`, `boolean`, `null`, `punctuation`, `operator`), so the site's token colours
 * (src/lib/codeHighlight) apply as they do to the examples, without loading Prism to show one answer.
 */

export type JsonTokenType = 'property' | 'string' | 'number' | 'boolean' | 'null' | 'punctuation' | 'operator';

export interface JsonToken {
  /** null for text between tokens (spaces, line breaks) and for anything that is not JSON. */
  type: JsonTokenType | null;
  text: string;
}

// One alternative per token; a string followed by a colon is a property name.
const tokenPattern = /("(?:[^"\\\n]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false)\b|\b(null)\b|([{}[\],])/g;

/** The tokens of `text`, in order; joined, their texts give back `text` exactly. */
export function jsonTokens(text: string): JsonToken[] {
  const tokens: JsonToken[] = [];
  let end = 0;
  const plain = (until: number) => {
    if (until > end) tokens.push({type: null, text: text.slice(end, until)});
  };
  for (const match of text.matchAll(tokenPattern)) {
    plain(match.index);
    const [whole, quoted, colon, number, boolean, nullWord, punctuation] = match;
    if (quoted !== undefined) {
      tokens.push({type: colon ? 'property' : 'string', text: quoted});
      if (colon) {
        const spaces = colon.slice(0, -1);
        if (spaces) tokens.push({type: null, text: spaces});
        tokens.push({type: 'operator', text: ':'});
      }
    } else if (number !== undefined) tokens.push({type: 'number', text: number});
    else if (boolean !== undefined) tokens.push({type: 'boolean', text: boolean});
    else if (nullWord !== undefined) tokens.push({type: 'null', text: nullWord});
    else if (punctuation !== undefined) tokens.push({type: 'punctuation', text: punctuation});
    end = match.index + whole.length;
  }
  plain(text.length);
  return tokens;
}
