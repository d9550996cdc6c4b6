import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';
import {packIndex, unpackIndex} from '../pack';

const documents = [
  {id: 0, text: 'cart cart session'},
  {id: 1, text: 'cart product'},
  ...Array.from({length: 60}, (_, i) => ({id: i + 2, text: `page ${i} cart`})),
];

describe('packIndex / unpackIndex', () => {
  it('round-trips MiniSearch’s serialised index exactly', () => {
    const engine = new MiniSearch({fields: ['text']});
    engine.addAll(documents);
    const plain = engine.toJSON();
    expect(unpackIndex(JSON.parse(JSON.stringify(packIndex(plain))))).toEqual(JSON.parse(JSON.stringify(plain)));
  });

  it.each([
    [{'0': {'3': 1, '40': 2}}, '0:3,11*2'],
    [{'0': {'0': 1}, '2': {'5': 36}}, '0:0;2:5*10'],
  ])('packs postings %j as %s', (fields, packed) => {
    const plain = {...new MiniSearch({fields: ['text']}).toJSON(), index: [['term', fields]]} as ReturnType<MiniSearch['toJSON']>;
    expect(packIndex(plain).index).toEqual([['term', packed]]);
    expect(unpackIndex(packIndex(plain)).index).toEqual([['term', fields]]);
  });

  it('searches the same after a round trip', () => {
    const engine = new MiniSearch({fields: ['text']});
    engine.addAll(documents);
    const restored = MiniSearch.loadJS(unpackIndex(packIndex(engine.toJSON())), {fields: ['text']});
    expect(restored.search('cart session').map((r) => r.id)).toEqual(engine.search('cart session').map((r) => r.id));
  });
});
