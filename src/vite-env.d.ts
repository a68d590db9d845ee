/** The shop's version from package.json; a stored session of another version is discarded. */
declare const __APP_VERSION__: string;

/** The last browser test run's coverage report under `npm run dev`, as written; null in a build (vite.config.ts). */
declare module 'virtual:flows-coverage' {
  const report: unknown;
  export default report;
}
