import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ImpactSourcesResponse } from '@troc/shared';
import { ImpactSources } from './impact-sources.service.js';

/** The methodology page's sources: public, apart from ImpactController which needs a sign-in. */
@ApiTags('impact')
@Controller('api/impact')
export class ImpactSourcesController {
  constructor(private readonly impactSources: ImpactSources) {}

  @Get('sources')
  sources(): Promise<ImpactSourcesResponse> {
    return this.impactSources.sources();
  }
}
