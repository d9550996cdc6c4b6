import {describe, expect, it} from 'vitest';
import {createPacer} from '../pacer.js';

describe('createPacer', () => {
  it('lets the burst pass at once, then gives each request the next turn, one per 1/perSecond s', () => {
    const pace = createPacer({perSecond: 10, burst: 2, maxWaitMs: 300});
    const at = 1_000_000;
    expect(Array.from({length: 6}, () => pace.admit(at))).toEqual([{waitMs: 0}, {waitMs: 0}, {waitMs: 100}, {waitMs: 200}, {waitMs: 300}, {retryAfter: 1}]);
  });

  it('does not give a refused request a turn: the next one waits as long as it would have', () => {
    const pace = createPacer({perSecond: 10, burst: 1, maxWaitMs: 150});
    expect([pace.admit(0), pace.admit(0), pace.admit(0)]).toEqual([{waitMs: 0}, {waitMs: 100}, {retryAfter: 1}]);
    expect(pace.admit(50)).toEqual({waitMs: 150});
  });

  it('forgets its debt as time passes, up to a whole burst and no more', () => {
    const pace = createPacer({perSecond: 4, burst: 2, maxWaitMs: 1000});
    for (let n = 0; n < 6; n++) pace.admit(0);
    // Six turns taken at 0 end at 1.5 s: at 1.25 s the debt is one turn, less the burst's tolerance.
    expect(pace.admit(1_250)).toEqual({waitMs: 0});
    expect(pace.admit(1_250)).toEqual({waitMs: 250});
    const later = 60_000;
    expect([pace.admit(later), pace.admit(later), pace.admit(later)]).toEqual([{waitMs: 0}, {waitMs: 0}, {waitMs: 250}]);
  });

  it('says in whole seconds, at least one, when a refused request would have its turn', () => {
    const pace = createPacer({perSecond: 1, burst: 1, maxWaitMs: 0});
    expect(pace.admit(0)).toEqual({waitMs: 0});
    expect(pace.admit(0)).toEqual({retryAfter: 1});
    const slow = createPacer({perSecond: 0.25, burst: 1, maxWaitMs: 0});
    slow.admit(0);
    expect(slow.admit(500)).toEqual({retryAfter: 4});
  });

  it('by default lets perSecond requests pass at once and queues up to a second more', () => {
    const pace = createPacer({perSecond: 100});
    const answers = Array.from({length: 201}, () => pace.admit(5_000));
    expect(answers.slice(0, 100).every((answer) => 'waitMs' in answer && answer.waitMs === 0)).toBe(true);
    expect(answers[100]).toEqual({waitMs: 10});
    expect(answers[199]).toEqual({waitMs: 1000});
    expect(answers[200]).toEqual({retryAfter: 2});
  });
});
