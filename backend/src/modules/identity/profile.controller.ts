import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type CurrentUser as CurrentUserView, fr, type PublicProfile, type ProfileUpdateResponse } from '@troc/shared';
import type { Request } from 'express';
import { CurrentUser, SignedIn } from '../../core/auth/decorators.js';
import { ProfileDto } from './dto/profile.dto.js';
import type { User } from './entities/user.entity.js';
import { ProfileService } from './profile.service.js';
import { toCurrentUser, toPublicProfile } from './user.mapper.js';

@ApiTags('profil')
@Controller('api/user/profile')
@SignedIn()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Get()
  mine(@CurrentUser() user: User): { user: CurrentUserView } {
    return { user: toCurrentUser(user) };
  }

  @Post()
  @HttpCode(200)
  async update(
    @Req() req: Request,
    @CurrentUser() user: User,
    @Body() dto: ProfileDto,
  ): Promise<ProfileUpdateResponse> {
    const updated = await this.profile.update(user.id, dto);
    req.user = updated;
    return { user: toCurrentUser(updated), message: fr.profile.updated };
  }

  /** Public profiles are shown to signed-in members of the marketplace only. */
  @Get(':slug')
  async public(@Param('slug') slug: string): Promise<PublicProfile> {
    return toPublicProfile(await this.profile.publicProfile(slug));
  }
}
