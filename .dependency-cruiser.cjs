// Module boundaries of the back end, checked by `make lint` and by the test script.
// A module (backend/src/modules/<name>/) is entered only through its index.ts; modules form no
// folder cycle; core/ (the plumbing) knows no module. `make graph` draws what is left.
const MODULE = '^backend/src/modules/([^/]+)/';

/**
 * Files of a module that still reach the ORM outside its data-access files, each with why; the
 * list only shrinks (orm-in-queries-only).
 */
const ORM_ALLOWED = [];

module.exports = {
  forbidden: [
    {
      name: 'module-front-door',
      severity: 'error',
      comment: 'Another module is entered through its index.ts only (its facades, read types and events).',
      from: { path: MODULE, pathNot: '\\.spec\\.ts$' },
      to: {
        path: '^backend/src/modules/',
        pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment: 'Modules depend on one another in one direction: no folder cycle between them.',
      scope: 'folder',
      from: { path: '^backend/src/modules/([^/]+)' },
      to: { circular: true, pathNot: '^backend/src/modules/$1(/|$)' },
    },
    {
      name: 'core-knows-no-module',
      severity: 'error',
      comment: 'core/ (the plumbing) and shared/ (helpers of several modules) import no module.',
      from: { path: '^backend/src/(core|shared)/', pathNot: '\\.spec\\.ts$' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'orm-in-queries-only',
      severity: 'error',
      comment:
        "A module's SQL lives in its *.queries.ts (entities, migrations and the module's TypeORM wiring aside): " +
        'services hold the rules and call named queries, passing a transaction on as core/database Tx.',
      from: {
        path: '^backend/src/modules/',
        pathNot: [
          '\\.queries\\.ts$',
          '\\.entity\\.ts$',
          '\\.module\\.ts$',
          '\\.spec\\.ts$',
          '/migrations/',
          ...ORM_ALLOWED,
        ],
      },
      to: { path: '(^|/)node_modules/(typeorm|@nestjs/typeorm)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'backend/tsconfig.json') },
    reporterOptions: {
      dot: { collapsePattern: '^backend/src/(modules|core)/[^/]+' },
      archi: { collapsePattern: '^backend/src/(modules|core)/[^/]+' },
    },
  },
};
