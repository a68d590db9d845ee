import type { Language } from './language.ts';
import { formatNumber } from './format.ts';

const KB = 1024;
const MB = KB * KB;

/** A download's size for people: whole KB below a megabyte, MB with one decimal above. */
export function formatFileSize(bytes: number, language: Language): string {
  if (bytes >= MB) return `${formatNumber(bytes / MB, language, 1)} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / KB)), language, 0)} KB`;
}
