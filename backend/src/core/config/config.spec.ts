import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.js';

const varDir = () => mkdtempSync(join(tmpdir(), 'troc-config-'));

describe('loadConfig', () => {
  it('defaults to the embedded mode: SQLite under var/, no Redis, mails to files', () => {
    const dir = varDir();
    const config = loadConfig({ VAR_DIR: dir });
    expect(config.database).toEqual({ driver: 'sqlite', path: join(dir, 'troc.sqlite') });
    expect(config.redis).toBeNull();
    expect(config.smtpUrl).toBeNull();
    expect(config.mailDir).toBe(join(dir, 'mail'));
    expect(config.port).toBe(3000);
    expect(config.sessionSecret).toHaveLength(64);
    // The generated secret is kept, so sessions survive a restart.
    expect(loadConfig({ VAR_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('switches to MySQL and Redis from their URLs', () => {
    const config = loadConfig({
      VAR_DIR: varDir(),
      DATABASE_URL: 'mariadb://root@127.0.0.1:3306/troc',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'essai',
    });
    expect(config.database).toEqual({ driver: 'mysql', url: 'mysql://root@127.0.0.1:3306/troc', flavour: 'mariadb' });
    expect(config.redis).toEqual({ url: 'redis://127.0.0.1:6379', prefix: 'essai' });
  });

  it('runs half the pool of searches at once unless told otherwise', () => {
    expect(loadConfig({ VAR_DIR: varDir() }).databaseLimits).toMatchObject({ poolSize: 10, searchConcurrency: 5 });
    expect(loadConfig({ VAR_DIR: varDir(), DB_POOL_SIZE: '1' }).databaseLimits.searchConcurrency).toBe(1);
    expect(
      loadConfig({ VAR_DIR: varDir(), DB_POOL_SIZE: '30', DB_SEARCH_CONCURRENCY: '4' }).databaseLimits,
    ).toMatchObject({ poolSize: 30, searchConcurrency: 4 });
  });

  it('lists every bad value in one French message', () => {
    let error: unknown;
    try {
      loadConfig({
        VAR_DIR: varDir(),
        PORT: 'abc',
        DATABASE_URL: 'postgres://x',
        REDIS_URL: 'pas une url',
        LOG_LEVEL: 'bavard',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(4);
    expect(message).toContain('PORT doit être un entier');
    expect(message).toContain('DATABASE_URL doit commencer par mysql:// ou mariadb://');
    expect(message).toContain("REDIS_URL n'est pas une URL valide");
  });

  it('takes a map tile server only as an http(s) template with {z}, {x} and {y}', () => {
    const url = 'https://tuiles.example.fr/{z}/{x}/{y}.png';
    expect(loadConfig({ VAR_DIR: varDir(), MAP_TILE_URL: url, MAP_ATTRIBUTION: '© Exemple' }).map).toEqual({
      tileUrl: url,
      attribution: '© Exemple',
    });
    expect(loadConfig({ VAR_DIR: varDir() }).map).toEqual({ tileUrl: null, attribution: null });
    expect(() => loadConfig({ VAR_DIR: varDir(), MAP_TILE_URL: 'https://tuiles.example.fr/carte.png' })).toThrow(
      'MAP_TILE_URL doit être une adresse http(s) contenant {z}, {x} et {y}.',
    );
  });

  it('requires a strong session secret in production', () => {
    expect(() => loadConfig({ VAR_DIR: varDir(), NODE_ENV: 'production' })).toThrow('SESSION_SECRET est obligatoire');
    expect(() => loadConfig({ VAR_DIR: varDir(), NODE_ENV: 'production', SESSION_SECRET: 'court' })).toThrow(
      'au moins 32 caractères',
    );
  });
});

describe('ProConnect settings', () => {
  const base = { VAR_DIR: varDir() };
  const production = { ...base, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
  const given = {
    PROCONNECT_ISSUER: 'https://auth.agentconnect.gouv.fr/api/v2',
    PROCONNECT_CLIENT_ID: 'client',
    PROCONNECT_CLIENT_SECRET: 'secret',
  };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('is off without its variables, on with the three of them and the default scopes', () => {
    expect(loadConfig(base).proconnect).toBeNull();
    expect(loadConfig({ ...base, ...given }).proconnect).toEqual({
      issuer: 'https://auth.agentconnect.gouv.fr/api/v2',
      clientId: 'client',
      clientSecret: 'secret',
      scopes: 'openid email given_name usual_name siret uid',
      signingAlg: 'RS256',
      devPort: null,
    });
    expect(problems({ ...base, PROCONNECT_ISSUER: given.PROCONNECT_ISSUER })[0]).toMatch(/PROCONNECT_CLIENT_ID/);
  });

  it('refuses the local provider (PROCONNECT_DEV) and a plain-HTTP issuer in production', () => {
    expect(problems({ ...production, PROCONNECT_DEV: '1' })).toEqual([
      'PROCONNECT_DEV ne peut pas être utilisé en production : déclarez le service auprès de ProConnect.',
    ]);
    expect(problems({ ...production, ...given, PROCONNECT_ISSUER: 'http://idp.example/api/v2' })[0]).toMatch(
      /PROCONNECT_ISSUER doit commencer par https/,
    );
    expect(loadConfig({ ...base, PROCONNECT_DEV: '1', PORT: '4000' }).proconnect).toMatchObject({
      issuer: 'http://localhost:4001',
      devPort: 4001,
    });
  });
});
