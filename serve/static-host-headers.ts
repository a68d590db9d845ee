import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { DeploymentAddresses } from '../src/app/deployment.ts';
import { EVERY_RESPONSE, pageHeaders } from './security-headers.ts';

/**
 * Where the build keeps the addresses it compiled into the shop, for the server that serves that
 * build: its policy allows the very addresses the code calls, whatever the server's own
 * environment says. A dotfile, so never served (serve/static-files.ts).
 */
const ADDRESSES_FILE = '.deployment-addresses.json';

/**
 * The headers file of Netlify and Cloudflare Pages (`_headers`): every path gets the page's
 * headers, since every route is answered with index.html; a script or picture ignores the
 * page-only ones.
 */
export function headersFile(html: string, addresses: DeploymentAddresses): string {
  const headers = { ...EVERY_RESPONSE, ...pageHeaders(html, addresses) };
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}

/**
 * Writes, after the build, `_headers` for a static host, with the hash of the built index.html's
 * inline script (which names the build's chunks, so it changes with every build), and the
 * addresses the build compiled in, for `npm start`'s server.
 */
export function staticHostHeaders(addresses: DeploymentAddresses): Plugin {
  let outDir = 'dist';
  return {
    name: 'static-host-headers',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      writeFileSync(join(outDir, '_headers'), headersFile(readFileSync(join(outDir, 'index.html'), 'utf8'), addresses));
      writeFileSync(join(outDir, ADDRESSES_FILE), `${JSON.stringify(addresses, null, 2)}\n`);
    },
  };
}

/** The addresses the build in `dist` calls (written by staticHostHeaders). */
export function builtAddresses(dist: string): DeploymentAddresses {
  const read: unknown = JSON.parse(readFileSync(join(dist, ADDRESSES_FILE), 'utf8'));
  const fields = read as Partial<Record<keyof DeploymentAddresses, unknown>>;
  if (typeof fields.apiBase !== 'string' || typeof fields.styleSettingsUrl !== 'string' || typeof fields.analyticsUrl !== 'string') {
    throw new Error(`${join(dist, ADDRESSES_FILE)} is not a build's addresses: build the shop again`);
  }
  return { apiBase: fields.apiBase, styleSettingsUrl: fields.styleSettingsUrl, analyticsUrl: fields.analyticsUrl };
}
