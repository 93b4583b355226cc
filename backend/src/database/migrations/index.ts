import { Initial1795310537904 } from './1795310537904-Initial.js';

// MySQL/MariaDB schema history, in order. Generate the next one with `make migration NAME=...`.
export const MIGRATIONS: Function[] = [Initial1795310537904];
