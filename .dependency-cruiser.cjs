// Module boundaries of the back end, checked by `make lint` and by the test script.
// A module (backend/src/modules/<name>/) is entered only through its index.ts; modules form no
// folder cycle; core/ (the plumbing) knows no module. `make graph` draws what is left.
const MODULE = '^backend/src/modules/([^/]+)/';

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
