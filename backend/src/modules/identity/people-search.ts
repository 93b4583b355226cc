import { Inject, Injectable } from '@nestjs/common';
import { fr, LIMITS, type PersonSuggestion, t } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { type LoginThrottle, PEOPLE_LOOKUP_THROTTLE } from '../../core/auth/login-throttle.js';
import { ThrottledError } from '../../core/errors/index.js';
import type { User } from './entities/user.entity.js';
import { UserQueries } from './users.queries.js';

/**
 * The person autocompletes over every organisation (regularisation's taker, delegations). RGPD
 * minimisation: a few suggestions showing a name and an organisation, the e-mail address only to
 * whoever typed it in full, and a limited number of lookups per member, like the sign-in.
 */
@Injectable()
export class PeopleSearch {
  constructor(
    private readonly users: UserQueries,
    @Inject(PEOPLE_LOOKUP_THROTTLE) private readonly throttle: LoginThrottle,
  ) {}

  /** Members matching the query, those in `exclude` left out; 429 past the lookups allowed. */
  async suggest(actor: Actor, query: string, exclude: readonly number[]): Promise<SuggestedPerson[]> {
    if (query.trim().length < LIMITS.autocomplete.minChars) return [];
    const key = String(actor.id);
    const state = await this.throttle.check(key);
    if (state.blocked) {
      throw new ThrottledError(
        'PEOPLE_LOOKUP_THROTTLED',
        t(fr.auth.lookupThrottled, { minutes: Math.ceil(state.retryAfterSeconds / 60) }),
        state.retryAfterSeconds,
      );
    }
    await this.throttle.fail(key);
    const found = await this.users.searchAll(query, { exclude, limit: LIMITS.autocomplete.peopleMax });
    return found.map((user) => ({ user, suggestion: personSuggestion(user, query) }));
  }
}

export interface SuggestedPerson {
  user: User;
  suggestion: PersonSuggestion;
}

/** Name and organisation; the address only when the query is that very address. */
export function personSuggestion(user: User, query: string): PersonSuggestion {
  const typedAddress = query.trim().toLowerCase() === user.email.toLowerCase();
  return {
    value: `${user.firstname} ${user.lastname}`,
    ...(typedAddress ? { value_alt: user.email } : {}),
    data: user.id,
    organism_name: user.service ? `${user.service.name} — ${user.organisation.name}` : user.organisation.name,
    organism_identifier: user.organisation.identifier ?? null,
  };
}
