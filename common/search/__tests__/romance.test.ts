import {describe, expect, it} from 'vitest';
import {languageFor} from '../languages.ts';
import {portuguese} from '../portuguese.ts';
import {foldAccents} from '../romance.ts';
import {spanish} from '../spanish.ts';

describe('Portuguese and Spanish in the search', () => {
  it('are found by the codes the translated sites name their indexes with', () => {
    expect(languageFor('pt-BR')).toBe(portuguese);
    expect(languageFor('pt')).toBe(portuguese);
    expect(languageFor('es')).toBe(spanish);
    expect(languageFor('es-419')).toBe(spanish);
  });

  it('folds accents, ç and ñ', () => {
    expect(['sessão', 'configuração', 'página', 'sesión', 'añadir', 'Ação'].map(foldAccents)).toEqual(['sessao', 'configuracao', 'pagina', 'sesion', 'anadir', 'Acao']);
  });

  it.each([
    ['sessão', 'sessao', 'sessões'],
    ['configuração', 'configuracao', 'configurações'],
    ['instalação', 'instalar', 'instalando'],
    ['página', 'pagina', 'páginas'],
    ['componente', 'componentes'],
    ['implantação', 'implantacao', 'implantar'],
  ])('Portuguese: %s and its forms share one stem, typed with accents or without', (...forms) => {
    expect(new Set(forms.map((word) => portuguese.stem(word))).size).toBe(1);
  });

  it.each([
    ['sesión', 'sesion', 'sesiones'],
    ['configuración', 'configuracion', 'configurar'],
    ['instalación', 'instalar', 'instalando'],
    ['página', 'pagina', 'páginas'],
    ['producto', 'productos'],
  ])('Spanish: %s and its forms share one stem, typed with accents or without', (...forms) => {
    expect(new Set(forms.map((word) => spanish.stem(word))).size).toBe(1);
  });

  it('keeps apart words that only look alike, and leaves identifiers and numbers as written', () => {
    expect(portuguese.stem('produto')).not.toBe(portuguese.stem('página'));
    expect(spanish.stem('carrito')).not.toBe(spanish.stem('catálogo'));
    for (const language of [portuguese, spanish]) {
      expect(language.stem('usecart')).toBe(language.stem('usecart'));
      expect(language.stem('v1')).toBe('v1');
      expect(language.stem('faststore_api')).toBe('faststore_api');
    }
  });

  it('leave articles and prepositions out of body text, keep negation, and take question words as filler', () => {
    expect(['de', 'para', 'com', 'uma'].every((word) => portuguese.stopWords.has(word))).toBe(true);
    expect(['del', 'para', 'con', 'una'].every((word) => spanish.stopWords.has(word))).toBe(true);
    expect(portuguese.stopWords.has('não') || portuguese.fillerWords.has('não')).toBe(false);
    expect(spanish.stopWords.has('no') || spanish.fillerWords.has('no')).toBe(false);
    expect(['como', 'qual', 'posso', 'meu'].every((word) => portuguese.fillerWords.has(word))).toBe(true);
    expect(['cómo', 'cuál', 'puedo', 'mi'].every((word) => spanish.fillerWords.has(word))).toBe(true);
  });
});
