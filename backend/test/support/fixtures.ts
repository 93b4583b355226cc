import type { OrganismType, RegisterRequest } from '@troc/shared';
import type { Client } from './test-app.js';

export const GOOD_PASSWORD = 'Reemploi-2026!';

let counter = 0;
export const uniqueEmail = (prefix = 'agent') => `${prefix}.${Date.now().toString(36)}${++counter}@exemple.fr`;

export function registration(
  overrides: { email?: string; type?: 'rna' | 'sirene' | 'gouv'; name?: string; identifier?: string } = {},
): RegisterRequest {
  const type = (overrides.type ?? 'gouv') as OrganismType;
  const nameField = `${type}Name` as 'rnaName' | 'sireneName' | 'gouvName';
  return {
    identity: {
      organism: {
        organismType: type,
        [nameField]: overrides.name ?? 'Préfecture de la Gironde',
        ...(overrides.identifier ? { organismIdentifier: overrides.identifier } : {}),
      },
      lastName: 'Martin',
      firstName: 'Camille',
      email: overrides.email ?? uniqueEmail(),
    },
    password: { password: { plainPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD } },
  };
}

/** Registers through the API with a fresh client; the client is then signed in. */
export async function registerAs(client: Client, overrides: Parameters<typeof registration>[0] = {}) {
  const body = registration(overrides);
  const res = await client.post('/fr/api/auth/register', body).expect(201);
  client.csrf = res.body.csrfToken;
  return { email: body.identity.email, user: res.body.user };
}
