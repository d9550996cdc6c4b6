/**
 * Loaded with `--import` by scripts/test-node-lts.ts: native addons are built for one Node ABI, so a require of
 * better-sqlite3's addon from node_modules (built for the Node that installed it) loads the copy built for this Node.
 */
import {registerHooks} from 'node:module';
import process from 'node:process';

const from = process.env.DEVPORTAL_ADDON_FROM;
const to = process.env.DEVPORTAL_ADDON_TO;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    return resolved.url === from ? {...resolved, url: to} : resolved;
  },
});
