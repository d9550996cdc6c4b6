/**
 * What Portuguese and Spanish share in the search: accents fold away after stemming, so a reader who types without
 * them ("sessao", "sesion") reaches the words written with them ("sessão", "sesión"). Pure.
 */

/** The word without its diacritics: `sessão` → `sessao`, `configuración` → `configuracion`; `ç` and `ñ` fold too. */
export function foldAccents(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * A stemmer that reads accents (Snowball's) made to answer the same for a word typed with or without them: an
 * unaccented word first gets back the accents of the language's commonest suffixes (`configuracao` →
 * `configuração`), then the language's own rewrites apply (a plural the stemmer keeps apart), then the stem loses
 * its accents.
 */
export function foldingStem(
  stem: (word: string) => string,
  accentedSuffixes: ReadonlyArray<readonly [plain: RegExp, accented: string]>,
  rewrites: ReadonlyArray<readonly [from: RegExp, to: string]> = [],
) {
  return (word: string): string => {
    if (!/^\p{Ll}+$/u.test(word)) return word;
    let written = word;
    if (foldAccents(word) === word) {
      const suffix = accentedSuffixes.find(([plain]) => plain.test(word));
      if (suffix) written = word.replace(suffix[0], suffix[1]);
    }
    for (const [from, to] of rewrites) written = written.replace(from, to);
    return foldAccents(stem(written));
  };
}

export const words = (list: string): Set<string> => new Set(list.split(' '));

/** An apostrophe inside a word, rare in either language, is dropped: the word stays one word. */
export function splitContraction(word: string): string[] {
  return [word.replace(/['’]/g, '')];
}
