/**
 * `npm run i18n:merge`: extracts the catalogs, then fills English and German texts from
 * src/i18n/pending/*.json ({ "<Dutch source>": ["English", "Deutsch"] }) and removes the files it
 * applied. Several people can add texts at once this way without rewriting each other's catalogs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const pendingDir = join(here, 'pending');
const LOCALES = ['en', 'de'] as const;

function poString(text: string): string {
  return JSON.stringify(text);
}

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'inherit' });
const files = existsSync(pendingDir) ? readdirSync(pendingDir).filter((f) => f.endsWith('.json')) : [];
const pending = new Map<string, readonly [string, string]>();
for (const file of files) {
  for (const [source, texts] of Object.entries(JSON.parse(readFileSync(join(pendingDir, file), 'utf8')) as Record<string, [string, string]>)) {
    pending.set(source, texts);
  }
}
LOCALES.forEach((locale, index) => {
  const path = join(here, 'locales', `${locale}.po`);
  const text = readFileSync(path, 'utf8').replace(/msgid (".*")\nmsgstr ""/g, (whole, quoted: string) => {
    const texts = pending.get(JSON.parse(quoted) as string);
    return texts ? `msgid ${quoted}\nmsgstr ${poString(texts[index]!)}` : whole;
  });
  writeFileSync(path, text);
});
for (const file of files) rmSync(join(pendingDir, file));
console.log(`merged ${pending.size} translations from ${files.length} pending files`);
