import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deploymentAddresses } from '../src/app/deployment.ts';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from './security-headers.ts';
import { builtAddresses, headersFile, staticHostHeaders } from './static-host-headers.ts';

const HTML = '<!doctype html><title>Uitleendienst</title><script>window.__earlyCalls = {};</script><div id="root"></div>';
const ADDRESSES = deploymentAddresses({ VITE_API_BASE_URL: 'https://verhuur.example.be/api' });

/** Runs the plugin's hooks as Vite does after a build into `outDir`. */
function buildInto(outDir: string): void {
  const plugin = staticHostHeaders(ADDRESSES);
  (plugin.configResolved as (config: { build: { outDir: string } }) => void)({ build: { outDir } });
  (plugin.writeBundle as () => void)();
}

describe('the headers for a static host', () => {
  it('are written as Netlify and Cloudflare Pages read them: every path, the page policy of the built index.html', () => {
    expect(headersFile(HTML, ADDRESSES).split('\n')).toEqual([
      '/*',
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      `  Content-Security-Policy: ${contentSecurityPolicy(HTML, ADDRESSES)}`,
      `  Permissions-Policy: ${PERMISSIONS_POLICY}`,
      '  Cross-Origin-Opener-Policy: same-origin',
      '',
    ]);
  });

  it('are written after the build beside index.html, with the addresses the build compiled in for the server', () => {
    const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
    writeFileSync(join(dist, 'index.html'), HTML);
    buildInto(dist);
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toBe(headersFile(HTML, ADDRESSES));
    expect(builtAddresses(dist)).toEqual(ADDRESSES);
  });

  it('are not guessed from a build that did not record its addresses', () => {
    const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
    writeFileSync(join(dist, '.deployment-addresses.json'), '{"apiBase": "/api"}');
    expect(() => builtAddresses(dist)).toThrow(/build the shop again/);
  });
});
