import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { EntityManager, Repository } from 'typeorm';
import { User } from './entities/user.entity.js';
import { slugify } from './slug.js';

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

  async update(id: number, fields: Partial<User>): Promise<void> {
    await this.users.update(id, fields);
  }
}
