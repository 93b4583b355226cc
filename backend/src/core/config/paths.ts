import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits at backend/{src|dist}/core/config/: the repository root is four levels up.
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
