import { DataSource } from 'typeorm';
import { targets } from './support/targets.js';
import { startApp } from './support/test-app.js';

const mysql = targets().filter((t) => t.name === 'mysql');

// The MySQL schema comes only from the committed migrations: they must match the entities.
(mysql.length ? describe.each(mysql) : describe.skip.each([{ name: 'mysql' }]))('MySQL migrations', (target) => {
  it('bring an empty database exactly to the schema of the entities', async () => {
    const t0 = await startApp(target as never, {}, { fresh: true });
    try {
      const pending = await t0.app.get(DataSource).driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await t0.close();
    }
  });
});
