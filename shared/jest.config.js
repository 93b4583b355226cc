import { esmProject } from '../jest.preset.mjs';

export default esmProject('shared');
