// Unit tests of the front ends: jsdom, TypeScript and TSX through swc, CommonJS output.
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  displayName: 'frontends',
  rootDir: __dirname,
  roots: [
    '<rootDir>/ui/src',
    '<rootDir>/shell/src',
    '<rootDir>/marketplace/src',
    '<rootDir>/backoffice/src',
    '<rootDir>/carbon/src',
  ],
  testEnvironment: 'jsdom',
  // Resolve packages to their CommonJS builds (the browser condition points at ES modules).
  testEnvironmentOptions: { customExportConditions: ['require', 'node', 'default'] },
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@troc/shared$': '<rootDir>/../shared/src/index.ts',
    '^@troc/shared/messages/(.*)$': '<rootDir>/../shared/src/messages/$1',
    '^@troc/ui$': '<rootDir>/ui/src/index.ts',
    '\\.css$': '<rootDir>/jest.style-stub.cjs',
    // @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@rc-component/util/lib/Dom/dynamicCSS$': '<rootDir>/jest.antd-css.cjs',
  },
  setupFiles: ['<rootDir>/jest.polyfills.cjs'],
  // antd forms driven through user-event are slow on a loaded 2-core machine (TEST_SLOWNESS scales it).
  testTimeout: 60_000 * (Number(process.env.TEST_SLOWNESS) || 1),
  // jsdom keeps antd's animation timers alive after the last test; results are already in.
  forceExit: true,
  // Each suite's modules (antd's included) stay in the worker: 1.9 GB by the last one. A worker is
  // replaced once it holds more than this (it then runs in a worker even with --maxWorkers=1).
  workerIdleMemoryLimit: process.env.TEST_WORKER_MEMORY ?? '1GB',
  setupFilesAfterEnv: ['<rootDir>/../infra/jest/stretch-timeouts.cjs', '<rootDir>/jest.setup.ts'],
};
