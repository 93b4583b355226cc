import { Role } from '@troc/shared';
import { actorOf } from './actor.js';

describe('actorOf', () => {
  const account = {
    id: 7,
    email: 'agent@exemple.fr',
    roles: [Role.User],
    organisationId: 3,
    organisation: { name: 'CHU', groupId: 2 },
    serviceId: 40,
    service: { hierarchy: '/3/12/40/' },
    cityCode: '33063',
    postalCode: '33000',
  };

  it('reads the organisation, the group and the chain of services of the account', () => {
    expect(actorOf(account)).toEqual({
      id: 7,
      email: 'agent@exemple.fr',
      emailValidated: false,
      roles: [Role.User],
      organisationId: 3,
      organisationName: 'CHU',
      groupId: 2,
      serviceId: 40,
      serviceIds: [3, 12, 40],
      moderator: false,
      cityCode: '33063',
      postalCode: '33000',
    });
  });

  it('counts the address as proven only once validated', () => {
    expect(actorOf({ ...account, emailValidatedAt: new Date() }).emailValidated).toBe(true);
    expect(actorOf({ ...account, emailValidatedAt: null }).emailValidated).toBe(false);
  });

  it('makes moderators of moderators and platform admins only', () => {
    expect(actorOf({ ...account, roles: [Role.User, Role.Moderator] }).moderator).toBe(true);
    expect(actorOf({ ...account, roles: [Role.PlatformAdmin] }).moderator).toBe(true);
    expect(actorOf({ ...account, roles: [Role.OrganisationAdmin] as Role[] }).moderator).toBe(false);
    expect(actorOf({ ...account, organisation: null, service: null })).toMatchObject({ groupId: null, serviceIds: [] });
  });
});
