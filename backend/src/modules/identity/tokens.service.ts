import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { TokenPurpose } from './entities/user-token.entity.js';
import { TokenQueries } from './tokens.queries.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Single-use e-mailed tokens: issued, then consumed once before they expire. */
@Injectable()
export class TokensService {
  constructor(private readonly tokens: TokenQueries) {}

  async issue(userId: number, purpose: TokenPurpose, ttlHours: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.tokens.insert({
      userId,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + ttlHours * 3600_000),
    });
    return token;
  }

  /** The user id the token belongs to, marking it (and its siblings) used; null if invalid or expired. */
  async consume(token: string, purpose: TokenPurpose): Promise<number | null> {
    const row = await this.tokens.live(sha256(token), purpose);
    if (!row) return null;
    // The conditional update makes a token usable once even under concurrent clicks.
    if (!(await this.tokens.claim(row.id))) return null;
    await this.tokens.useAll(row.userId, purpose);
    return row.userId;
  }
}
