import { parseBrowserCoverage, type BrowserCoverageReport } from './browser-coverage.ts';

/**
 * Where a browser coverage report comes from: a file the analyst picks, or, under `npm run dev`,
 * the one the last browser test run wrote (`coverage/flows.json`, served by vite.config.ts).
 *
 * The report is a test artifact on the analyst's machine, not shop data: it is no part of the
 * OpenAPI contract, so it is not asked through the API client, and a built shop never asks for it
 * (`import.meta.env.DEV` is false there, so the request is left out of the build).
 */
export const DEV_COVERAGE_URL = '/__flows/coverage.json';

/** The report in a picked file's text, or null when the text is not one. */
export function coverageFromText(text: string): BrowserCoverageReport | null {
  try {
    return parseBrowserCoverage(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The last test run's report in the dev server; null when there is none (or outside the dev server). */
export async function fetchDevCoverage(signal: AbortSignal): Promise<BrowserCoverageReport | null> {
  if (!import.meta.env.DEV) return null;
  const response = await fetch(DEV_COVERAGE_URL, { signal });
  return response.ok ? coverageFromText(await response.text()) : null;
}
