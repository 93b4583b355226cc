import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type Repository } from 'typeorm';
import { type TokenPurpose, UserToken } from './entities/user-token.entity.js';

/** The e-mailed tokens' table: hashes only, each used once. */
@Injectable()
export class TokenQueries {
  constructor(@InjectRepository(UserToken) private readonly tokens: Repository<UserToken>) {}

  async insert(row: Pick<UserToken, 'userId' | 'purpose' | 'tokenHash' | 'expiresAt'>): Promise<void> {
    await this.tokens.save(this.tokens.create(row));
  }

  /** The unused, unexpired token of this hash and purpose. */
  live(tokenHash: string, purpose: TokenPurpose): Promise<UserToken | null> {
    return this.tokens.findOneBy({ tokenHash, purpose, usedAt: IsNull(), expiresAt: MoreThan(new Date()) });
  }

  /** Marks the token used if it still is not: whether this call did (a conditional update). */
  async claim(id: number): Promise<boolean> {
    const claimed = await this.tokens.update({ id, usedAt: IsNull() }, { usedAt: new Date() });
    return claimed.affected === 1;
  }

  /** Marks every unused token of the member for this purpose used. */
  async useAll(userId: number, purpose: TokenPurpose): Promise<void> {
    await this.tokens.update({ userId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
  }
}
