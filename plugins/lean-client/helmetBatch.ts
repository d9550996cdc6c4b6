/**
 * The browser build's react-helmet-async, with its head updates worked out once per batch of changes. Every
 * `<Head>` (Docusaurus renders about ten per page) tells the library on mount, update and unmount, and each
 * time the library reduces all the page's Helmet instances again, so a page's hydration pays for the
 * reduction ten times over: 5 to 10 ms of a fast machine's main thread, four times that on a phone. Here the
 * first change of a batch queues one reduction for the end of the task (a microtask), and the later ones join
 * it. The library already applies the result to the DOM a frame later (`defer`, Docusaurus' default), so what
 * reaches the DOM is the same. The server keeps the original: it needs the result while it renders.
 */

import {replaceOnce} from './replaceOnce.ts';

/** The library's three calls to its `emitChange`, as published (react-helmet-async 1.3, `lib/index.module.js`). */
export const helmetEmitCalls = [
  'r.componentDidUpdate=function(){this.emitChange()}',
  'r.componentWillUnmount=function(){this.props.context.helmetInstances.remove(this),this.emitChange()}',
  'r.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),this.emitChange())}',
];

/** Prepended to the module: one reduction per batch, by the instance that changed last (they share the context). */
export const batchRuntime =
  'var __helmetEmitter=null;function __emitBatched(instance){' +
  'if(typeof document==="undefined"){instance.emitChange();return}' +
  'var queued=__helmetEmitter!==null;__helmetEmitter=instance;' +
  'if(!queued)queueMicrotask(function(){var last=__helmetEmitter;__helmetEmitter=null;last.emitChange()})}\n';

/** Rewrites the library's source; throws when a call is not found (a new version must be looked at again). */
export function batchHelmetEmits(source: string): string {
  let out = source;
  for (const call of helmetEmitCalls) {
    out = replaceOnce(out, call, call.replace(/this\.emitChange\(\)(?=\)?}$)/, '__emitBatched(this)'), {module: 'react-helmet-async', file: 'helmetBatch.ts'});
  }
  return batchRuntime + out;
}
