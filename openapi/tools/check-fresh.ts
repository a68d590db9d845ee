/** Fails when openapi/shop-api.yaml or openapi/schema.d.ts no longer match openapi/src. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { BUNDLE_PATH, CONTEXT_PARAMS_PATH, bundle, contextParams } from './bundle.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const stale: string[] = [];

const expectedBundle = bundle();
if (readFileSync(BUNDLE_PATH, 'utf8') !== expectedBundle) stale.push('openapi/shop-api.yaml');
if (readFileSync(CONTEXT_PARAMS_PATH, 'utf8') !== contextParams(expectedBundle)) stale.push('openapi/context-params.ts');

const ast = await openapiTS(new URL(`file://${BUNDLE_PATH}`));
const expectedTypes = astToString(ast);
const committedTypes = readFileSync(`${root}schema.d.ts`, 'utf8');
// The CLI adds a banner comment; compare the generated declarations only.
const body = (text: string) => text.slice(text.indexOf('export'));
if (body(committedTypes).trim() !== body(expectedTypes).trim()) stale.push('openapi/schema.d.ts');

if (stale.length > 0) {
  console.error(`Stale generated contract files: ${stale.join(', ')}. Run: npm run openapi:types`);
  process.exit(1);
}
console.log('openapi: bundle and generated types are up to date');
