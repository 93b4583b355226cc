import { foldText, slugify } from '@troc/shared';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { type EntityManager, In, type Repository } from 'typeorm';
import { fieldsReader } from '../../core/database/fields.js';
import { escapeLike } from '../../core/database/like.js';
import { User } from './entities/user.entity.js';

const RELATIONS = { organisation: true, service: true } as const;

/** What a card or a page says of a member: the name and the profile's address. */
export type UserRef = Pick<User, 'id' | 'slug' | 'firstname' | 'lastname'>;

/** The user table, read and written (other modules read members through UsersService). */
@Injectable()
export class UserQueries {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  private readRefs: ((ids: readonly number[]) => Promise<UserRef[]>) | null = null;

  findById(id: number, manager?: EntityManager): Promise<User | null> {
    return (manager?.getRepository(User) ?? this.users).findOne({ where: { id }, relations: RELATIONS });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOne({ where: { email: email.trim().toLowerCase() }, relations: RELATIONS });
  }

  findByProconnectSub(sub: string): Promise<User | null> {
    return this.users.findOne({ where: { proconnectSub: sub }, relations: RELATIONS });
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

  /** Names of members, without their organisation and service: what a page of listings shows of them. */
  async refsByIds(ids: readonly number[]): Promise<Map<number, UserRef>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    this.readRefs ??= fieldsReader(this.users.manager, User, ['id', 'slug', 'firstname', 'lastname']);
    return new Map((await this.readRefs(unique)).map((u) => [u.id, u]));
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

  /**
   * Enabled members of any organisation, for the person autocompletes: every word of the query
   * starts their first or last name (« marie dur » finds Marie Durand; SQL LIKE on both drivers,
   * so case is ignored, accents not), or the query is their whole e-mail address. An address is
   * never matched by its beginning, so that nobody can discover addresses by typing.
   */
  async searchAll(query: string, options: { exclude?: readonly number[]; limit: number }): Promise<User[]> {
    const text = query.trim().toLowerCase();
    if (text.length < 2) return [];
    const qb = this.users
      .createQueryBuilder('u')
      .leftJoinAndSelect('u.organisation', 'o')
      .leftJoinAndSelect('u.service', 's')
      .where('u.enabled = :on', { on: true });
    if (text.includes('@')) qb.andWhere('u.email = :email', { email: text });
    else
      text
        .split(/\s+/)
        .slice(0, 4)
        .forEach((word, i) =>
          qb.andWhere(`(LOWER(u.firstname) LIKE :w${i} ESCAPE '!' OR LOWER(u.lastname) LIKE :w${i} ESCAPE '!')`, {
            [`w${i}`]: `${escapeLike(word)}%`,
          }),
        );
    if (options.exclude?.length) qb.andWhere('u.id NOT IN (:...exclude)', { exclude: [...options.exclude] });
    return qb.orderBy('u.lastname', 'ASC').addOrderBy('u.firstname', 'ASC').take(options.limit).getMany();
  }

  /** The members attached to these services, by id. */
  async idsInServices(organisationId: number, serviceIds: readonly number[]): Promise<number[]> {
    if (serviceIds.length === 0) return [];
    const rows = await this.users.find({
      where: { organisationId, serviceId: In([...serviceIds]) },
      select: { id: true },
    });
    return rows.map((row) => row.id);
  }

  /** A new member, written in the caller's transaction: its id. */
  async insert(manager: EntityManager, values: Partial<User>): Promise<number> {
    const repo = manager.getRepository(User);
    return (await repo.save(repo.create(values))).id;
  }

  async update(id: number, fields: Partial<User>): Promise<void> {
    await this.users.update(id, fields);
  }
}
