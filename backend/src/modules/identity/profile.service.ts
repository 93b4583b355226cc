import { Injectable } from '@nestjs/common';
import { fr } from '@troc/shared';
import { FormError, NotFoundError } from '../../core/errors/index.js';
import { EstablishmentService } from '../establishment/index.js';
import { GeoService } from '../geo/index.js';
import type { ProfileDto } from './dto/profile.dto.js';
import type { User } from './entities/user.entity.js';
import { UserQueries } from './users.queries.js';

/** The user's own account: terms acceptance and profile. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UserQueries,
    private readonly geo: GeoService,
    private readonly establishments: EstablishmentService,
  ) {}

  async acceptTerms(userId: number): Promise<User> {
    const now = new Date();
    await this.users.update(userId, { termsAcceptedAt: now, personalDataAcceptedAt: now });
    return (await this.users.findById(userId))!;
  }

  async update(userId: number, dto: ProfileDto): Promise<User> {
    const city = this.geo.findCity(dto.postalCode, dto.city, dto.cityCode);
    if (!city) throw FormError.field('city', fr.profile.cityUnknown);
    // Absent: the form did not show the establishment selects, the saved choice stays.
    const establishmentValue =
      dto.establishmentValue === undefined
        ? undefined
        : await this.establishments.checkChoice('establishmentValue', dto.establishmentValue);
    await this.users.update(userId, {
      ...(establishmentValue !== undefined ? { establishmentValue } : {}),
      firstname: dto.firstName,
      lastname: dto.lastName,
      postalCode: dto.postalCode,
      city: city.value,
      cityCode: city.data,
      registrationNote: dto.registrationNote,
    });
    return (await this.users.findById(userId))!;
  }

  async publicProfile(slug: string): Promise<User> {
    const user = await this.users.findBySlug(slug);
    if (!user || !user.enabled) throw new NotFoundError('USER_NOT_FOUND');
    return user;
  }
}
