import { DEMO_USERS } from './demo-data.js';
import { DEMO_ORGANISATIONS } from './demo-data.js';
import { Role } from '@troc/shared';

describe('demo data', () => {
  it('has one account per role at least, with unique e-mails, placed in existing services', () => {
    for (const role of Object.values(Role)) expect(DEMO_USERS.some((u) => u.roles.includes(role))).toBe(true);
    expect(new Set(DEMO_USERS.map((u) => u.email)).size).toBe(DEMO_USERS.length);
    const keys = (nodes: { key: string; children?: unknown[] }[]): string[] =>
      nodes.flatMap((n) => [n.key, ...keys((n.children ?? []) as { key: string }[])]);
    for (const u of DEMO_USERS) {
      const org = DEMO_ORGANISATIONS.find((o) => o.key === u.organisation);
      expect(org).toBeDefined();
      expect(keys(org!.services)).toContain(u.service);
    }
  });

  it('covers the three kinds of organisation in several regions', () => {
    expect(new Set(DEMO_ORGANISATIONS.map((o) => o.type)).size).toBe(3);
    expect(new Set(DEMO_ORGANISATIONS.map((o) => o.postalCode.slice(0, 2))).size).toBeGreaterThanOrEqual(8);
  });
});
