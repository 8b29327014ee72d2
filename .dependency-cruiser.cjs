// Module boundaries and import cycles, checked by `npm run lint` (docs/decisions/0004 and
// docs/adding-a-module.md say why). Any violation fails: there is no list of tolerated ones.
/** The files of a server module that hold its database access (docs/adding-a-module.md). */
const dataAccessFiles = ['\\.repository\\.ts$', '\\.queries\\.ts$', '\\.seed\\.ts$'];
/** Test fixtures beside a module's tests write rows directly (tests themselves are excluded below). */
const testSupport = ['\\.test-support\\.ts$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Static runtime imports between our own modules never form a cycle: a cycle with a type-only ' +
        'import, or a lazy import() that loads a chunk later, in it does not count.',
      from: { path: '^(apps|packages|e2e)/' },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only', 'dynamic-import'],
        viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] },
      },
    },
    {
      name: 'server-module-boundaries',
      severity: 'error',
      comment:
        "A server module reaches another module only through that module's index.ts, never its repository or other files.",
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-module-descriptors',
      severity: 'error',
      comment:
        "A module's descriptor (<m>.module.ts) is the app's entry to it, read only by the module list " +
        "(src/modules.ts); other modules use the module's index.ts.",
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/modules\\.ts$' },
      to: { path: '^apps/server/src/modules/([^/]+)/\\1\\.module\\.ts$' },
    },
    {
      name: 'server-schema-in-repositories',
      severity: 'error',
      comment:
        'Inside a server module only repositories (*.repository.ts), read models (*.queries.ts) and demo ' +
        'seeds (*.seed.ts) import db/schema, types included: services and the rest call repository ' +
        'functions and take row types from them (docs/adding-a-module.md).',
      from: {
        path: '^apps/server/src/modules/',
        pathNot: [...dataAccessFiles, ...testSupport],
      },
      to: { path: '^apps/server/src/db/schema(/|\\.ts$|$)' },
    },
    {
      name: 'server-queries-in-repositories',
      severity: 'error',
      comment:
        'Inside a server module only repositories, read models and demo seeds build queries with ' +
        'drizzle-orm; a type-only import (`import type { SQL }`) is no query and stays allowed.',
      from: {
        path: '^apps/server/src/modules/',
        pathNot: [...dataAccessFiles, ...testSupport],
      },
      to: { path: '^node_modules/drizzle-orm/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-core-not-modules',
      severity: 'error',
      comment: 'core/ is what every module uses: it never imports a module.',
      from: { path: '^apps/server/src/core/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'web-feature-boundaries',
      severity: 'error',
      comment: 'A web feature never imports another feature; pages compose features.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-not-app-shell',
      severity: 'error',
      comment:
        'A web feature never imports the app shell (app/: routes, router, layout); what features share with ' +
        'the shell lives below them, in components/, lib/ or config/ (paths).',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-kit-not-upward',
      severity: 'error',
      comment:
        'The shared kit (components/, lib/, config/) is what features and the shell build on: it never imports ' +
        'the app shell, a feature or a page.',
      from: { path: '^apps/web/src/(components|lib|config)/' },
      to: { path: '^apps/web/src/(app|features|pages)/' },
    },
    {
      name: 'contract-zod-only',
      severity: 'error',
      comment: 'The contract depends on zod alone (and its own files).',
      from: { path: '^packages/contract/src/' },
      to: { pathNot: ['^packages/contract/src/', '^node_modules/zod/'] },
    },
    {
      name: 'apps-not-each-other',
      severity: 'error',
      comment: 'The apps never import each other.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/[^/]+/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests and build output are not part of the module graph the rules guard.
    exclude: { path: ['(^|/)dist/', '\\.test\\.tsx?$', '(^|/)node_modules/\\.vite/'] },
    // Type-only imports are seen (and marked type-only) so the boundary rules count them too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
