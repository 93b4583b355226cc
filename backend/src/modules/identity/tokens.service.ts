import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, MoreThan, type Repository } from 'typeorm';
import { type TokenPurpose, UserToken } from './entities/user-token.entity.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Single-use e-mailed tokens: issued, then consumed once before they expire. */
@Injectable()
export class TokensService {
  constructor(@InjectRepository(UserToken) private readonly tokens: Repository<UserToken>) {}

  async issue(userId: number, purpose: TokenPurpose, ttlHours: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.tokens.save(
      this.tokens.create({
        userId,
        purpose,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + ttlHours * 3600_000),
      }),
    );
    return token;
  }

  /** The user id the token belongs to, marking it (and its siblings) used; null if invalid or expired. */
  async consume(token: string, purpose: TokenPurpose): Promise<number | null> {
    const row = await this.tokens.findOneBy({
      tokenHash: sha256(token),
      purpose,
      usedAt: IsNull(),
      expiresAt: MoreThan(new Date()),
    });
    if (!row) return null;
    // The conditional update makes a token usable once even under concurrent clicks.
    const claimed = await this.tokens.update({ id: row.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (claimed.affected !== 1) return null;
    await this.tokens.update({ userId: row.userId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
    return row.userId;
  }
}
