/**
 * Writes build/site.json (common/siteInfo.ts): the base path the pages were built for, which the server and the
 * static-hosting files read rather than a second setting that could disagree with the pages.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SITE_INFO_FILE, siteInfoText} from '../../common/siteInfo.ts';

export default function siteInfoPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-info',
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, SITE_INFO_FILE), siteInfoText({baseUrl: context.baseUrl}));
    },
  };
}
