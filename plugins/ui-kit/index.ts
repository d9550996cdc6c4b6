/**
 * The UI kit and its live demos, all of it: the components FastStore's UI documentation shows (kit/, each with
 * its `.playground.tsx` demo spec; standIns.ts lists them under their @faststore/ui 1.x names, held to that
 * package's props), their pure logic (logic/), the one list of demos (registry.ts) and how the
 * browser fetches a demo's code when it nears the viewport (loadDemo.ts), and the `<Playground>` and `<UiGallery>`
 * that MDX pages use (theme/). The browser bundle swaps syncRegistry.ts for noRegistry.ts (plugins/lean-client),
 * so a page's first load ships no demo code.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function uiKitPlugin(_context: LoadContext): Plugin {
  return {
    name: 'ui-kit',
    getThemePath: () => path.join(__dirname, 'theme'),
    // The demo specs say things to the reader too (a refused value, what a demo leaves out): watching them is how
    // `docusaurus write-translations` reads their messages, as it reads the theme path's.
    getPathsToWatch: () => [path.join(__dirname, 'kit', '**', '*.playground.tsx')],
  };
}
