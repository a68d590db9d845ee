/**
 * `npm run i18n:check`: fails when the catalogs miss a text of the code (run `npm run
 * i18n:extract`), when the English or German catalog lacks a translation, or when a text is no
 * valid ICU message (a brace in prose, such as "/register/{registerKey?}", fails to compile at
 * run time and shows raw).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const catalogDir = fileURLToPath(new URL('./locales', import.meta.url));
const TRANSLATED: readonly string[] = ['en', 'de'];

/** msgid → msgstr of a .po file (header entry left out; continuation lines joined). */
export function readPo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let current: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (id !== '') entries.set(id, str);
    id = '';
    str = '';
  };
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  for (const line of text.split('\n')) {
    const keyword = /^(msgid|msgstr) (".*")$/.exec(line);
    if (keyword) {
      if (keyword[1] === 'msgid') flush();
      current = keyword[1] as 'msgid' | 'msgstr';
      if (current === 'msgid') id = unquote(keyword[2]!);
      else str = unquote(keyword[2]!);
    } else if (/^".*"$/.test(line) && current) {
      if (current === 'msgid') id += unquote(line);
      else str += unquote(line);
    } else if (line.trim() === '') current = null;
  }
  flush();
  return entries;
}

function compiles(text: string): boolean {
  try {
    compileMessageOrThrow(text);
    return true;
  } catch {
    return false;
  }
}

/** The catalogs as `lingui extract` would write them now: msgid → msgstr per catalog file. */
function freshlyExtracted(): Map<string, Map<string, string>> {
  const scratch = mkdtempSync(join(tmpdir(), 'catalogs-'));
  try {
    cpSync(catalogDir, scratch, { recursive: true });
    execFileSync('npx', ['lingui', 'extract', '--clean'], { env: { ...process.env, LINGUI_CATALOG_ROOT: scratch }, stdio: 'pipe' });
    return new Map(readdirSync(scratch).filter((f) => f.endsWith('.po')).map((file) => [file, readPo(readFileSync(join(scratch, file), 'utf8'))]));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function main(): void {
  const extractedCatalogs = freshlyExtracted();
  const problems: string[] = [];
  for (const file of readdirSync(catalogDir).filter((f) => f.endsWith('.po'))) {
    const committed = readPo(readFileSync(join(catalogDir, file), 'utf8'));
    const extracted = extractedCatalogs.get(file) ?? new Map<string, string>();
    const added = [...extracted.keys()].filter((k) => !committed.has(k));
    const removed = [...committed.keys()].filter((k) => !extracted.has(k));
    if (added.length || removed.length) {
      problems.push(`${file} is stale (new: ${JSON.stringify(added)}, gone: ${JSON.stringify(removed)}): run npm run i18n:extract`);
    }
    const locale = file.replace(/\.po$/, '');
    const uncompilable = [...committed.entries()].flatMap(([id, str]) => [id, str]).filter((text) => text !== '' && !compiles(text));
    if (uncompilable.length) problems.push(`${file} holds texts that are no valid ICU messages: ${JSON.stringify(uncompilable)}`);
    if (TRANSLATED.includes(locale)) {
      const missing = [...committed.entries()].filter(([, str]) => str.trim() === '').map(([key]) => key);
      if (missing.length) problems.push(`${file} lacks translations for: ${JSON.stringify(missing)}`);
    }
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log('i18n: catalogs are complete and up to date');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
