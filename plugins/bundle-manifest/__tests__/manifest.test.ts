import {describe, expect, it} from 'vitest';
import {manifestFromStats} from '../index.ts';

describe('manifestFromStats', () => {
  it('lists the entry files and each named chunk group with its files, leaving out the entry group', () => {
    const manifest = manifestFromStats({
      entrypoints: {main: {assets: [{name: 'assets/js/runtime~main.1.js'}, {name: 'assets/js/main.2.js'}]}},
      namedChunkGroups: {
        main: {assets: [{name: 'assets/js/main.2.js'}]},
        '17896441': {assets: [{name: 'assets/js/1170.3.js'}, {name: 'assets/js/17896441.4.js'}]},
        empty: {},
      },
    });
    expect(manifest).toEqual({
      entry: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'],
      chunkGroups: {'17896441': ['assets/js/1170.3.js', 'assets/js/17896441.4.js'], empty: []},
    });
  });

  it('gives an empty manifest for empty stats', () => {
    expect(manifestFromStats({})).toEqual({entry: [], chunkGroups: {}});
  });
});
