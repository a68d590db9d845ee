/** Where the shop reads the deployment's style settings (src/app/config.ts's default), and where the demo keeps its copy. */
export const STYLE_SETTINGS_PATH = '/style-settings.json';
export const DEMO_STYLE_SETTINGS_PATH = '/api/__demo/style-settings';
