import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AutocompleteResponse, ListResponse, ServiceChoice, ServiceRef } from '@troc/shared';
import type { Request } from 'express';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { listResponse, PageQueryDto } from '../../core/http/pagination.js';
import { MemberAutocompleteDto } from './dto/member-query.dto.js';
import { ServicesFilterDto } from './dto/perimeter-filter.dto.js';
import { OrganisationsService } from './organisations.service.js';
import { PerimeterFilterService } from './perimeter-filter.service.js';
import { UserQueries } from './users.queries.js';

@ApiTags('organisation')
@Controller('api/organisation')
@SignedIn()
export class OrganisationController {
  constructor(
    private readonly organisations: OrganisationsService,
    private readonly users: UserQueries,
    private readonly perimeter: PerimeterFilterService,
  ) {}

  /** Members of my organisation for the manager field: { value: 'Prénom Nom', data: id }. */
  @Post('members')
  @HttpCode(200)
  async members(
    @CurrentActor() actor: Actor,
    @Body() dto: MemberAutocompleteDto,
  ): Promise<AutocompleteResponse<{ value: string; data: string; service: string | null }>> {
    const members = await this.users.searchMembers(actor.organisationId, dto.form?.query ?? '');
    return {
      data: members.map((m) => ({
        value: `${m.firstname} ${m.lastname}`,
        data: String(m.id),
        service: m.service?.name ?? null,
      })),
    };
  }

  /** The services (perimeters) of the user's own organisation, in tree order. */
  @Get('services')
  async services(
    @Req() req: Request,
    @CurrentActor() actor: Actor,
    @Query() page: PageQueryDto,
  ): Promise<ListResponse<ServiceRef>> {
    const { data, total } = await this.organisations.listServices(actor.organisationId, page.page, page.size);
    return listResponse(data, { total }, req.originalUrl);
  }

  /** The user services filter's dropdown (supporting §7): the choices of a folder, for organisation admins. */
  @Post('services/filter')
  @HttpCode(200)
  async servicesFilter(
    @CurrentActor() actor: Actor,
    @Body() dto: ServicesFilterDto,
  ): Promise<{ data: ServiceChoice[] }> {
    return { data: await this.perimeter.choices(actor, dto.form) };
  }
}
