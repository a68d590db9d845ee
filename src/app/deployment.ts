/**
 * The addresses a build of the shop calls, fixed at build time by the `VITE_` variables. The app
 * (config.ts), index.html's first wave and the security headers (serve/security-headers.ts) all
 * read them through this one function, so a policy never allows another address than the one the
 * code calls.
 */
export interface DeploymentAddresses {
  /** `VITE_API_BASE_URL`: the backend. The default is the demo backend on the shop's own origin. */
  apiBase: string;
  /** `VITE_STYLE_SETTINGS_URL`: the deployment's style settings document, beside the shop by default. */
  styleSettingsUrl: string;
  /** `VITE_ANALYTICS_URL`: where page views go after consent; the demo's own collector by default. */
  analyticsUrl: string;
}

export function deploymentAddresses(env: Readonly<Record<string, string | undefined>>): DeploymentAddresses {
  return {
    apiBase: env.VITE_API_BASE_URL ?? '/api',
    styleSettingsUrl: env.VITE_STYLE_SETTINGS_URL ?? '/style-settings.json',
    analyticsUrl: env.VITE_ANALYTICS_URL ?? '/api/__demo/analytics',
  };
}
