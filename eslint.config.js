// The import direction of docs/decisions/006: a rule that lives only in prose gets broken.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

const REACT = ['react', 'react/*', 'react-dom', 'react-dom/*', '@xstate/react', 'react-aria-components', '@lingui/react', '@lingui/react/*', 'wouter', 'wouter/*'];
const NO_REACT_IN_MACHINES = { group: REACT, message: 'Machines import no React: they run in tests, charts and path runners without a page.' };

/** `from` may not be imported by `target`: layers below never reach up. */
const zone = (target, from, message) => ({ target, from, message });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'openapi/schema.d.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx'], 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./machines', ['./src/app', './src/views', './src/features', './src/ui', './src/flows', './src/texts', './src/i18n'], 'Machines know no screens: views select and send, the wiring in src/app provides effects.'),
            zone('./src/domain', ['./machines', './src/api', './src/app', './src/views', './src/features', './src/ui', './src/flows', './src/texts', './src/i18n'], 'The domain is pure business rules: it imports nothing above it.'),
            zone('./src/api', ['./machines', './src/app', './src/views', './src/features', './src/ui', './src/flows', './src/texts', './src/i18n'], 'The IO layer knows no flows, screens or texts.'),
            zone('./src/ui', ['./machines', './src/api', './src/app', './src/views', './src/features', './src/flows', './src/texts'], 'A control of src/ui knows no flow, no session and no screen: it gets what it shows.'),
            zone('./src/texts', ['./src/app', './src/views', './src/features', './src/ui', './src/flows'], 'Texts word data; they know no screen.'),
            zone('./src/features', ['./src/views'], 'A feature is a part of screens; screens are made of features, not the other way round.'),
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [], patterns: [NO_REACT_IN_MACHINES] }],
    },
  },
  {
    // The chart, its guards and what views read do no IO: only a flow's actors.ts (its IO adapters)
    // reaches the client. A later block replaces a rule's options, so the React pattern is repeated.
    files: ['machines/*.ts', 'machines/*/machine.ts', 'machines/*/selectors.ts', 'machines/*/rules.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [],
          patterns: [
            NO_REACT_IN_MACHINES,
            {
              regex: '(^|/)src/api/',
              allowTypeImports: true,
              message: 'A machine, its selectors and rules import only types from src/api: calls belong in actors.ts, failures as data in src/domain/api-error.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/views/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api/',
              allowTypeImports: true,
              message: 'Views and features never call the backend: their flow is wired in src/app/wiring (types of src/api are fine).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='api']", message: 'Views and features never call the backend: their flow is wired in src/app/wiring.' },
        { selector: "ObjectPattern > Property[key.name='api']", message: 'Views and features never call the backend: their flow is wired in src/app/wiring.' },
      ],
    },
  },
);
