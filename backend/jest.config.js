import { esmProject } from '../jest.preset.mjs';
import process from 'node:process';

export default esmProject('backend', {
  roots: ['<rootDir>/src', '<rootDir>/test'],
  // A loaded machine makes a suite slower, never red: generous, and scaled by TEST_SLOWNESS.
  setupFilesAfterEnv: ['<rootDir>/../infra/jest/stretch-timeouts.cjs'],
  testTimeout: 120_000 * (Number(process.env.TEST_SLOWNESS) || 1),
  // Each suite's ES modules (the whole application, for the HTTP ones) stay in a worker's memory
  // after it: past 3 GB every collection is long. A worker is replaced once it holds more.
  workerIdleMemoryLimit: process.env.TEST_WORKER_MEMORY ?? '1GB',
});
