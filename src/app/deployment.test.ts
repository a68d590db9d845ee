import { describe, expect, it } from 'vitest';
import { deploymentAddresses } from './deployment.ts';

describe('the addresses a build calls', () => {
  it('are the demo backend, its collector and the style settings beside the shop when nothing is configured', () => {
    expect(deploymentAddresses({})).toEqual({ apiBase: '/api', styleSettingsUrl: '/style-settings.json', analyticsUrl: '/api/__demo/analytics' });
  });

  it('are the configured ones when VITE_API_BASE_URL, VITE_STYLE_SETTINGS_URL and VITE_ANALYTICS_URL are set', () => {
    expect(
      deploymentAddresses({
        VITE_API_BASE_URL: 'https://verhuur.example.be/api',
        VITE_STYLE_SETTINGS_URL: 'https://cdn.example.be/style-settings.json',
        VITE_ANALYTICS_URL: 'https://statistiek.example.be/collect',
      }),
    ).toEqual({ apiBase: 'https://verhuur.example.be/api', styleSettingsUrl: 'https://cdn.example.be/style-settings.json', analyticsUrl: 'https://statistiek.example.be/collect' });
  });
});
