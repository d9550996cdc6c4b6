// The Chromium the tests drive lives in scripts/lib, which the scripts that open pages share.
export {chromiumArgs, chromiumPath, hasChromium} from '../../scripts/lib/chromium.ts';
