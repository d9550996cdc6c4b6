import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {batchHelmetEmits, batchRuntime, helmetEmitCalls} from '../helmetBatch.ts';

const require = createRequire(import.meta.url);
const published = readFileSync(require.resolve('react-helmet-async/lib/index.module.js'), 'utf8');

/** The batching runtime in a context of its own, with or without a document. */
function runtime(withDocument: boolean) {
  const context = vm.createContext({queueMicrotask, ...(withDocument ? {document: {}} : {})});
  vm.runInContext(batchRuntime, context);
  return context.__emitBatched as (instance: {emitChange(): void}) => void;
}

const instance = (log: string[], name: string) => ({emitChange: () => log.push(name)});

describe('batchHelmetEmits', () => {
  it('routes each of the installed library’s three emitChange calls through the batch, and leaves no direct call', () => {
    for (const call of helmetEmitCalls) expect(published.split(call)).toHaveLength(2);
    const out = batchHelmetEmits(published);
    expect(out.match(/__emitBatched\(this\)/g)).toHaveLength(3);
    expect(out).not.toMatch(/this\.emitChange\(\)/);
    expect(out).toContain('r.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),__emitBatched(this))}');
  });

  it('refuses a library whose calls changed, instead of shipping it unpatched', () => {
    expect(() => batchHelmetEmits(published.replace(helmetEmitCalls[2] ?? '', 'r.init=function(){}'))).toThrow(/react-helmet-async changed/);
  });

  it('in the browser, a batch of changes costs one reduction, by the last instance, at the end of the task', async () => {
    const emit = runtime(true);
    const log: string[] = [];
    for (const name of ['site', 'page', 'doc']) emit(instance(log, name));
    expect(log).toEqual([]);
    await Promise.resolve();
    expect(log).toEqual(['doc']);
    // A later change starts a new batch.
    emit(instance(log, 'navigation'));
    await Promise.resolve();
    expect(log).toEqual(['doc', 'navigation']);
  });

  it('without a document (rendering on a server) each change is worked out at once', () => {
    const emit = runtime(false);
    const log: string[] = [];
    emit(instance(log, 'site'));
    emit(instance(log, 'page'));
    expect(log).toEqual(['site', 'page']);
  });
});
