// No import cycles among the app's modules: a module that needs its importer back gets it handed
// down (the runtime is the composition root), never imported. Every import counts as written
// (tsPreCompilationDeps: true), as ESLint's import/no-cycle counted them, except `import type`:
// a cycle is refused when none of its links is type-only.
//
// `npm run lint` runs this after ESLint (dependency-cruiser reads the whole graph once; ESLint's
// import/no-cycle walked it again from every file and was most of lint's time). Checked by
// tests/lint/cycles.test.ts, which plants a cycle.
/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Dependency cycle: hand the importer down (the runtime is the composition root) instead of importing it back.',
      // the app's modules; tests may reach across (they are followed when the app imports them, never reported)
      from: { pathNot: '^tests/' },
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    // test files are no module of the app (nothing imports them)
    exclude: { path: '\\.test\\.tsx?$' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.d.ts', '.d.mts'] },
  },
};
export default config;
