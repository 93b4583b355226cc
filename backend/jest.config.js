import { esmProject } from '../jest.preset.mjs';

export default esmProject('backend', {
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testTimeout: 30000,
});
