/**
 * Debian's nginx and its brotli static module, for the static-hosting tests (server/__tests__/nginx-harness.ts).
 */
import {ensureDebianPackages, program} from './lib/debianPackage.ts';

export const nginxBinary = '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static: `brotli_static on` sends the build's stored .br files. */
export const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export const nginxNeeds = [program(nginxBinary, 'nginx'), program(brotliStaticModule, 'libnginx-mod-http-brotli-static')];

export function ensureNginx(): void {
  ensureDebianPackages('The static-hosting tests', nginxNeeds);
}
