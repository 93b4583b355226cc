import { rmSync } from 'node:fs';
import { TEMPLATE_ENV } from './server';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[TEMPLATE_ENV];
  if (dir) rmSync(dir, { recursive: true, force: true });
}
