import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers (README, Layout): app → components → lib → content. A layer imports only the layers
// to its right; content names lib's types at most (erased at compile time, so no code of lib runs
// from content). Tests may reach across, since they check one layer with another's help.
const restrict = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});
const layer = (names, message) => ({ group: names.flatMap((name) => [`@/${name}/**`, `**/../${name}/**`]), message });
const tests = ['**/*.test.ts', '**/*.test.tsx', 'tests/**'];
// One way to hand strings to client components: a page names its namespaces in
// <ClientMessages>; only that component builds the <ClientStrings> context itself.
const CLIENT_MESSAGES = 'components/i18n/client-messages.tsx';
const oneWayToStrings = {
  group: ['@/components/i18n/client-strings', '**/client-strings'],
  importNames: ['ClientStrings'],
  message: 'Hand strings to client components with <ClientMessages namespaces={[...]}> (components/i18n/client-messages.tsx).',
};
const componentsLayer = layer(['app'], 'components never import app/: pages compose components, not the other way.');

const layers = [
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: tests,
    rules: restrict(oneWayToStrings),
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    ignores: [...tests, CLIENT_MESSAGES],
    rules: restrict(componentsLayer, oneWayToStrings),
  },
  {
    files: [CLIENT_MESSAGES],
    rules: restrict(componentsLayer),
  },
  {
    files: ['lib/**/*.{ts,tsx}', 'i18n/**/*.ts'],
    ignores: tests,
    rules: restrict(layer(['app', 'components'], 'lib/ is the domain: it never imports components/ or app/.')),
  },
  {
    files: ['content/**/*.ts'],
    ignores: tests,
    rules: restrict(
      layer(['app', 'components'], 'content/ is text and data: it imports no code of the app.'),
      { group: ['@/lib/**', '**/../lib/**', '@/i18n/**'], allowTypeImports: true, message: 'content/ may name a type of lib/ or i18n/ (import type), never import their code.' },
    ),
  },
];

// No import cycles: checked by dependency-cruiser (.dependency-cruiser.mjs, `npm run lint:cycles`,
// part of `npm run lint`), which reads the import graph once; import/no-cycle walked it again from
// every file and was about 60 % of ESLint's time.

const config = [
  ...nextVitals,
  ...nextTs,
  ...layers,
  { ignores: ['.next/**', '.tmp/**', 'node_modules/**', 'next-env.d.ts', 'bench/results/**', 'playwright-report/**', 'test-results/**'] },
];
export default config;
