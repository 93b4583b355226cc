import { foldText, slugify } from '@troc/shared';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { type EntityManager, In, type Repository } from 'typeorm';
import { User } from './entities/user.entity.js';

const RELATIONS = { organisation: true, service: true } as const;

/** Reading users; exported for the other modules (they never touch the repository). */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOne({ where: { id }, relations: RELATIONS });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOne({ where: { email: email.trim().toLowerCase() }, relations: RELATIONS });
  }

  findBySlug(slug: string): Promise<User | null> {
    return this.users.findOne({ where: { slug }, relations: RELATIONS });
  }

  async emailExists(email: string, manager?: EntityManager): Promise<boolean> {
    const repo = manager ? manager.getRepository(User) : this.users;
    return repo.existsBy({ email: email.trim().toLowerCase() });
  }

  /** A readable, unique slug: "marie-durand", then "marie-durand-4f2a" on collision. */
  async uniqueSlug(manager: EntityManager, firstname: string, lastname: string): Promise<string> {
    const base = slugify(`${firstname} ${lastname}`) || 'membre';
    const repo = manager.getRepository(User);
    if (!(await repo.existsBy({ slug: base }))) return base;
    for (;;) {
      const candidate = `${base}-${randomBytes(2).toString('hex')}`;
      if (!(await repo.existsBy({ slug: candidate }))) return candidate;
    }
  }

  async findByIds(ids: readonly number[]): Promise<Map<number, User>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const users = await this.users.find({ where: { id: In(unique) }, relations: RELATIONS });
    return new Map(users.map((u) => [u.id, u]));
  }

  async findByEmails(emails: readonly string[]): Promise<Map<string, User>> {
    const unique = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
    if (unique.length === 0) return new Map();
    const users = await this.users.find({ where: { email: In(unique) }, relations: RELATIONS });
    return new Map(users.map((u) => [u.email, u]));
  }

  /** Enabled members of an organisation whose name starts with the query (accents and case ignored). */
  async searchMembers(organisationId: number, query: string, limit = 20): Promise<User[]> {
    const members = await this.users.find({
      where: { organisationId, enabled: true },
      order: { lastname: 'ASC', firstname: 'ASC' },
      relations: RELATIONS,
    });
    const folded = foldText(query);
    return members
      .filter((u) => {
        if (!folded) return true;
        const names = [foldText(`${u.firstname} ${u.lastname}`), foldText(`${u.lastname} ${u.firstname}`)];
        return names.some((n) => n.startsWith(folded) || n.includes(` ${folded}`));
      })
      .slice(0, limit);
  }

  async update(id: number, fields: Partial<User>): Promise<void> {
    await this.users.update(id, fields);
  }
}
