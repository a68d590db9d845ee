// The import direction of docs/decisions/006: a rule that lives only in prose gets broken.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

const REACT = ['react', 'react/*', 'react-dom', 'react-dom/*', '@xstate/react', 'react-aria-components', '@lingui/react', '@lingui/react/*', 'wouter', 'wouter/*'];
const NO_REACT_IN_MACHINES = { group: REACT, message: 'Machines import no React: they run in tests, charts and path runners without a page.' };

/** `from` may not be imported by `target`: layers below never reach up. */
const zone = (target, from, message) => ({ target, from, message });

// An area's screens are made of its own features and the shared ones: a part two areas use moves to features/shared.
const AREAS = ['account', 'checkout', 'onboarding', 'shop', 'shared'];
const areaZones = AREAS.map((area) =>
  zone(
    [`./src/views/${area}`, `./src/features/${area}`],
    AREAS.filter((other) => other !== area && other !== 'shared').map((other) => `./src/features/${other}`),
    `The ${area} area uses its own features and src/features/shared: a part two areas use belongs in features/shared.`,
  ),
);

// One file-name case per kind (decision 022): a .tsx module holds components and is named like one;
// every other module is kebab-case. The entries (src/main.tsx, and src/main-server.tsx for the
// server's render) render but are no components.
const ENTRIES = new Set(['main.tsx', 'main-server.tsx', 'main-server.test.tsx']);
const PASCAL_TSX = /^[A-Z][A-Za-z0-9]*(\.[a-z0-9-]+)*\.tsx$/;
const KEBAB_TS = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9-]+)*\.ts$/;
const fileNameCase = {
  meta: { type: 'suggestion', schema: [], messages: { pascal: 'A component module is named in PascalCase.tsx.', kebab: 'A module that is no component is named in kebab-case.ts.' } },
  create(context) {
    const name = context.filename.split(/[\\/]/).pop();
    return {
      Program(node) {
        if (name.endsWith('.tsx') && !ENTRIES.has(name) && !PASCAL_TSX.test(name)) context.report({ node, messageId: 'pascal' });
        if (name.endsWith('.ts') && !KEBAB_TS.test(name)) context.report({ node, messageId: 'kebab' });
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'openapi/schema.d.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX, shop: { rules: { 'file-name-case': fileNameCase } } },
    settings: { 'import-x/extensions': ['.ts', '.tsx'], 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'shop/file-name-case': 'error',
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
            ...areaZones,
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
    // zod's setting that keeps it from eval (a strict CSP refuses it) must come before any schema is made.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    ignores: ['src/domain/zod.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^zod(/|$)', message: 'Take zod from src/domain/zod.ts: it is set up there not to try eval, which the pages refuse (decision 023).' }] }],
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
            {
              regex: '(^|/)machines/(?!([^/]+/)?selectors\\.ts$)',
              allowTypeImports: true,
              message: 'A view reads its flow through its hook (src/app/wiring) and imports from machines only selectors and types: a rule in a view would copy a guard.',
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
