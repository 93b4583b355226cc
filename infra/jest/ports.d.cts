/** A free port of `kind`'s band, spread by jest worker (see ports.cjs). */
export function reservedPort(kind: 'backend' | 'e2e' | 'bench'): Promise<number>;
