import {describe, expect, it} from 'vitest';
import {parseSiteInfo, siteInfoText} from '../siteInfo.ts';

describe('site.json', () => {
  it.each(['/', '/docs/', '/a/b/'])('reads back the base path %s it was written with', (baseUrl) => {
    expect(parseSiteInfo(siteInfoText({baseUrl}))).toEqual({baseUrl});
  });

  it.each([
    ['not json', 'build/site.json is not JSON. Run "npm run build" again.'],
    ['null', 'build/site.json names no baseUrl'],
    ['{"baseUrl": 3}', 'build/site.json names no baseUrl'],
    ['{"baseUrl": "/docs"}', 'build/site.json: baseUrl "/docs" must start and end with "/"'],
    ['{"baseUrl": "//evil.example/"}', 'build/site.json: baseUrl "//evil.example/" must be a plain path'],
  ])('refuses %s, naming the file and the fix', (text, message) => {
    expect(() => parseSiteInfo(text, 'build/site.json')).toThrow(message);
  });
});
