import { fr } from '@troc/shared';
import { FormError, NotFoundError } from '../../core/errors/index.js';
import type { ProfileDto } from './dto/profile.dto.js';
import type { User } from './entities/user.entity.js';
import { ProfileService } from './profile.service.js';

// The own account's rules with the users' table, the communes and the establishments faked: no database.
function world(users: Partial<User>[] = [{ id: 3, slug: 'ana', enabled: true }]) {
  const seen = { updates: [] as { id: number; fields: Partial<User> }[], choices: [] as [string, unknown][] };
  const queries = {
    update: async (id: number, fields: Partial<User>) => void seen.updates.push({ id, fields }),
    findById: async (id: number) => (users.find((u) => u.id === id) as User) ?? null,
    findBySlug: async (slug: string) => (users.find((u) => u.slug === slug) as User) ?? null,
  };
  const geo = {
    findCity: (postal: string, city: string) =>
      postal === '33000' && city === 'Bordeaux' ? { value: 'Bordeaux', data: '33063' } : null,
  };
  const establishments = {
    checkChoice: async (field: string, raw: unknown) => {
      seen.choices.push([field, raw]);
      if (raw === 'inconnu') throw FormError.field(field, fr.establishment.errors.siteUnknown);
      return raw === '' ? null : (raw as string);
    },
  };
  const service = new ProfileService(
    ...([queries, geo, establishments] as never as ConstructorParameters<typeof ProfileService>),
  );
  return { service, seen };
}

const profile = (over: Partial<ProfileDto> = {}): ProfileDto =>
  ({
    firstName: 'Camille',
    lastName: 'Durand',
    postalCode: '33000',
    city: 'Bordeaux',
    registrationNote: 'Responsable logistique.',
    ...over,
  }) as ProfileDto;

describe('the own account', () => {
  it('accepts the terms and the personal data policy at the same moment', async () => {
    const { service, seen } = world();
    const before = Date.now();
    expect(await service.acceptTerms(3)).toMatchObject({ id: 3 });
    expect(seen.updates).toHaveLength(1);
    const { termsAcceptedAt, personalDataAcceptedAt } = seen.updates[0]!.fields;
    expect(termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(personalDataAcceptedAt).toBe(termsAcceptedAt);
  });

  it('saves the profile with the commune found for the postal code, keeping the establishment when not shown', async () => {
    const { service, seen } = world();
    await service.update(3, profile());
    expect(seen.updates).toEqual([
      {
        id: 3,
        fields: {
          firstname: 'Camille',
          lastname: 'Durand',
          postalCode: '33000',
          city: 'Bordeaux',
          cityCode: '33063',
          registrationNote: 'Responsable logistique.',
        },
      },
    ]);
    expect(seen.choices).toEqual([]);
  });

  it('refuses a city that does not belong to the postal code, and saves nothing', async () => {
    const { service, seen } = world();
    const attempt = service.update(3, profile({ city: 'Lyon' }));
    await expect(attempt).rejects.toBeInstanceOf(FormError);
    await expect(attempt).rejects.toMatchObject({ errors: { city: [fr.profile.cityUnknown] } });
    expect(seen.updates).toEqual([]);
  });

  it('saves the establishment chosen, or clears it, and refuses an unknown site', async () => {
    const { service, seen } = world();
    await service.update(3, profile({ establishmentValue: 'site-1' }));
    await service.update(3, profile({ establishmentValue: '' }));
    expect(seen.updates.map((u) => u.fields.establishmentValue)).toEqual(['site-1', null]);
    await expect(service.update(3, profile({ establishmentValue: 'inconnu' }))).rejects.toMatchObject({
      errors: { establishmentValue: [fr.establishment.errors.siteUnknown] },
    });
    expect(seen.updates).toHaveLength(2);
    expect(seen.choices.map(([field]) => field)).toEqual([
      'establishmentValue',
      'establishmentValue',
      'establishmentValue',
    ]);
  });

  it('shows the public profile of an enabled member only', async () => {
    const { service } = world([
      { id: 3, slug: 'ana', enabled: true },
      { id: 4, slug: 'off', enabled: false },
    ]);
    expect(await service.publicProfile('ana')).toMatchObject({ id: 3 });
    for (const slug of ['off', 'personne-inconnue']) {
      const attempt = service.publicProfile(slug);
      await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
      await expect(attempt).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    }
  });
});
