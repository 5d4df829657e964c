import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', '.tmp/**', 'node_modules/**', 'next-env.d.ts', 'bench/results/**', 'playwright-report/**', 'test-results/**'] },
];
export default config;
