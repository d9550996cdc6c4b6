import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadConfig} from '../config.js';

describe('loadConfig', () => {
  it('works with nothing configured', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      buildDir: path.resolve('build'),
      gtagId: undefined,
      gtmId: undefined,
    });
  });

  it.each([
    [{PORT: '8080'}, {port: 8080}],
    [{PORT: '0'}, {port: 0}],
    [{PORT: '65535'}, {port: 65535}],
    [{PORT: ''}, {port: 3000}],
    [{HOST: '0.0.0.0'}, {host: '0.0.0.0'}],
    [{HOST: '::1'}, {host: '::1'}],
    [{BUILD_DIR: 'out/site'}, {buildDir: path.resolve('out/site')}],
    [{BUILD_DIR: '/srv/portal'}, {buildDir: path.resolve('/srv/portal')}],
    [{GTAG_ID: 'G-ABC123'}, {gtagId: 'G-ABC123'}],
    [{GTM_ID: 'GTM-ABC123'}, {gtmId: 'GTM-ABC123'}],
    [{GTAG_ID: ''}, {gtagId: undefined}],
  ])('reads %j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it.each([
    [{PORT: 'abc'}, 'PORT must be an integer from 0 to 65535, got "abc"'],
    [{PORT: '70000'}, 'PORT must be an integer from 0 to 65535, got "70000"'],
    [{PORT: '-1'}, 'PORT must be an integer from 0 to 65535, got "-1"'],
    [{PORT: '3.5'}, 'PORT must be an integer from 0 to 65535, got "3.5"'],
    [{HOST: 'my host'}, 'HOST must be a host name or IP address without spaces, got "my host"'],
    [{GTAG_ID: 'not an id'}, 'GTAG_ID must be a Google tag id such as G-ABC123, got "not an id"'],
    [{GTM_ID: '<script>'}, 'GTM_ID must be a Tag Manager container id such as GTM-ABC123, got "<script>"'],
  ])('rejects %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({PORT: 'abc', GTM_ID: 'x y'})).toThrow(/PORT must[\s\S]*\nGTM_ID must/);
  });
});
