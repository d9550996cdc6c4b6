/**
 * Each survey response carries its page's locale: stored as sent, `en` for a page built before the field (which sends
 * none), refused when it is not a language tag, and reported per locale. The export carries it by the field table.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DEFAULT_LOCALE, LOCALE_MAX_LENGTH} from '../../common/feedback.ts';
import {csatReport, formatReport} from '../feedback/report.ts';
import {feedbackApp, postJson, storedResponses, validBody, type TestApp} from './feedback-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await feedbackApp();
});
afterAll(() => t?.close());

const storedLocale = (id: unknown) => (t.store.db.prepare('SELECT locale FROM responses WHERE id = ?').get(id) as {locale: string} | undefined)?.locale;

describe('POST /api/feedback with a locale', () => {
  it.each(['pt-BR', 'es', 'en'])('stores %s as sent', async (locale) => {
    const body = validBody({page: locale === 'en' ? '/faq' : `/${locale}/faq`, locale});
    expect((await postJson(t.app, body)).statusCode).toBe(201);
    expect(storedLocale(body.id)).toBe(locale);
  });

  it('stores a response from a page built before the field as English', async () => {
    const {locale: _none, ...older} = validBody();
    expect((await postJson(t.app, older)).statusCode).toBe(201);
    expect(storedLocale(older.id)).toBe(DEFAULT_LOCALE);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it.each([
    ['pt_BR', 'locale must be a language tag such as en, pt-BR or es'],
    ['PT-br', 'locale must be a language tag such as en, pt-BR or es'],
    ['', 'locale must be a language tag such as en, pt-BR or es'],
    [`en-${'x'.repeat(LOCALE_MAX_LENGTH)}`, `locale must be at most ${LOCALE_MAX_LENGTH} characters`],
    [42, 'locale must be a string'],
  ])('refuses %j with a 400 that says why, and stores nothing', async (locale, error) => {
    const before = t.storedIds().length;
    const body = validBody({locale});
    const answer = await postJson(t.app, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({error, field: 'locale'});
    expect(t.storedIds()).toHaveLength(before);
  });

  it('gives the locale back with every stored response, as the export prints it', async () => {
    const body = validBody({page: '/es/quickstart', locale: 'es'});
    await postJson(t.app, body);
    const stored = (await storedResponses(t.store)).find((response) => response.id === body.id);
    expect(stored).toMatchObject({page: '/es/quickstart', locale: 'es'});
  });
});

describe('the report per locale', () => {
  const responses = [
    {rate: 5, page: '/faq', receivedAt: '2026-11-16T10:00:00Z', locale: 'en'},
    {rate: 4, page: '/pt-BR/faq', receivedAt: '2026-11-16T10:00:00Z', locale: 'pt-BR'},
    {rate: 1, page: '/pt-BR/faq', receivedAt: '2026-11-16T10:00:00Z', locale: 'pt-BR'},
    {rate: 2, page: '/es/faq', receivedAt: '2026-11-16T10:00:00Z', locale: 'es'},
    {rate: 3, page: '/faq', receivedAt: '2026-11-16T10:00:00Z'},
  ];

  it('groups CSAT, count and average by locale, a response without one counting as English', () => {
    expect(csatReport(responses).byLocale).toEqual([
      {key: 'en', count: 2, csat: 0.5, average: 4},
      {key: 'es', count: 1, csat: 0, average: 2},
      {key: 'pt-BR', count: 2, csat: 0.5, average: 2.5},
    ]);
  });

  it('prints a locale table', () => {
    expect(formatReport(csatReport(responses))).toMatch(/\n\nlocale\s+count\s+CSAT\s+average\nen\s+2\s+50\.0%\s+4\.00\nes\s+1\s+0\.0%\s+2\.00\npt-BR\s+2\s+50\.0%\s+2\.50\n\n/);
  });
});
