/**
 * Where each locale's translation of the API descriptions' texts stands (OpenAPI overlays, see
 * plugins/openapi-reference/overlay.ts): every description under `openapi/`, each text current, outdated or missing.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {applyOverlay, overlayPath, proseTexts, readOverlay, type TextState, type TextStatus} from '#openapi-reference/core';
import type {TranslatedLocale} from './core/paths.ts';

export interface ApiTextsStatus {
  /** The English description, relative to the site (`openapi/headless-cms.yaml`). */
  source: string;
  /** Its overlay for the locale, relative to the site, whether or not it exists. */
  translation: string;
  counts: Record<TextState, number>;
  /** The texts that are not current, in document order. */
  lagging: TextStatus[];
}

/** The API descriptions of the site at `root`: every `.yaml` file of `openapi/`. */
export function apiDescriptions(root: string): string[] {
  const dir = path.join(root, 'openapi');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => `openapi/${name}`);
}

/** How the texts of each API description of the site at `root` stand in `locale`. */
export function apiTextsStatus(root: string, locale: TranslatedLocale): ApiTextsStatus[] {
  return apiDescriptions(root).map((source) => {
    const english: unknown = parse(readFileSync(path.join(root, source), 'utf8'));
    const translation = path.relative(root, overlayPath(path.join(root, 'i18n', locale), source)).split(path.sep).join('/');
    const file = path.join(root, translation);
    const texts: TextStatus[] = existsSync(file)
      ? applyOverlay(english, readOverlay(parse(readFileSync(file, 'utf8')), translation), translation).texts
      : proseTexts(english).map((text) => ({...text, state: 'missing' as const}));
    const counts: Record<TextState, number> = {current: 0, outdated: 0, missing: 0};
    for (const {state} of texts) counts[state] += 1;
    return {source, translation, counts, lagging: texts.filter(({state}) => state !== 'current')};
  });
}

/** The report's lines for the API descriptions of one locale. */
export function formatApiStatus(statuses: readonly ApiTextsStatus[]): string[] {
  return statuses.flatMap(({source, translation, counts, lagging}) => [
    `  ${source}: ${counts.current + counts.outdated + counts.missing} texts, ${counts.current} current, ${counts.outdated} outdated, ${counts.missing} missing (${translation})`,
    ...lagging.map(({target, field, state}) => `    ${state === 'outdated' ? 'English changed' : 'not translated'}: ${target} ${field}`),
  ]);
}
