import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ListResponse, ServiceRef } from '@troc/shared';
import type { Request } from 'express';
import { CurrentUser, SignedIn } from '../../core/auth/decorators.js';
import { listResponse, PageQueryDto } from '../../core/http/pagination.js';
import type { User } from './entities/user.entity.js';
import { OrganisationsService } from './organisations.service.js';

@ApiTags('organisation')
@Controller('api/organisation')
@SignedIn()
export class OrganisationController {
  constructor(private readonly organisations: OrganisationsService) {}

  /** The services (perimeters) of the user's own organisation, in tree order. */
  @Get('services')
  async services(
    @Req() req: Request,
    @CurrentUser() user: User,
    @Query() page: PageQueryDto,
  ): Promise<ListResponse<ServiceRef>> {
    const { data, total } = await this.organisations.listServices(user.organisationId, page.page, page.size);
    return listResponse(data, { total }, req.originalUrl);
  }
}
