// Shared jest settings: TypeScript through swc, native ES modules (the NestJS 12 packages are ESM only).
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: false },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export function esmProject(displayName, extra = {}) {
  return {
    displayName,
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts'],
    transform: { '^.+\\.ts$': ['@swc/jest', swc] },
    moduleNameMapper: {
      '^@troc/shared$': '<rootDir>/../shared/src/index.ts',
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    ...extra,
  };
}
