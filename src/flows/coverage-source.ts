import { parseBrowserCoverage, type BrowserCoverageReport } from './browser-coverage.ts';

/**
 * Where a browser coverage report comes from: a file the analyst picks, or, under `npm run dev`,
 * the one the last browser test run wrote (`coverage/flows.json`), which the dev server hands over
 * as a module (vite.config.ts): a test artifact on the analyst's machine, not shop data, so no
 * request and no API client. A built shop has no report (`import.meta.env.DEV` is false there).
 */

/** The report in a picked file's text, or null when the text is not one. */
export function coverageFromText(text: string): BrowserCoverageReport | null {
  try {
    return parseBrowserCoverage(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The last test run's report in the dev server; null when there is none (or outside the dev server). */
export async function devCoverage(): Promise<BrowserCoverageReport | null> {
  if (!import.meta.env.DEV) return null;
  const { default: report } = await import('virtual:flows-coverage');
  return report === null ? null : parseBrowserCoverage(report);
}
