import { Controller, Get, Headers, Param, Query } from '@nestjs/common';
import { ApiHeader, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  ESTABLISHMENT_LIMITS,
  type EstablishmentRegionsResponse,
  type EstablishmentSitesResponse,
  type EstablishmentSiteView,
  fr,
} from '@troc/shared';
import { IdPipe } from '../../core/http/params.js';
import { BadRequestError, FormError, NotFoundError } from '../../core/errors/index.js';
import { EstablishmentService } from './establishment.service.js';

const E = fr.establishment.errors;

/** The selects ask with X-Requested-With: XMLHttpRequest (supporting §7); anything else is refused. */
function requireXhr(header: unknown): void {
  if (typeof header !== 'string' || header.toLowerCase() !== 'xmlhttprequest')
    throw new BadRequestError('ESTABLISHMENT_XHR_ONLY', E.xhrOnly);
}

/** One text parameter of the query: absent is empty; a list (repeated parameter) or too long is a 422. */
function readParam(field: string, raw: unknown, max: number, message: string): string {
  if (raw === undefined) return '';
  if (typeof raw !== 'string' || raw.length > max) throw FormError.field(field, message);
  return raw.trim();
}

const XHR = { name: 'X-Requested-With', description: 'XMLHttpRequest', required: true };

/**
 * The establishment lookups of the selects (supporting §7), at /{locale}/establishment_regions/0
 * and /{locale}/establishment_sites/0 as in the specification (outside /api). Public: the
 * registration and profile forms use them. The /0 segment is the old product's and ignored.
 */
@ApiTags('établissements')
@Controller()
export class EstablishmentLookupController {
  constructor(private readonly establishments: EstablishmentService) {}

  @Get('establishment_regions/:id')
  @ApiHeader(XHR)
  @ApiQuery({ name: 'establishmentType', required: true, example: 'hospital' })
  regions(
    @Param('id', IdPipe) _id: number,
    @Headers('x-requested-with') xhr: unknown,
    @Query('establishmentType') type: unknown,
  ): Promise<EstablishmentRegionsResponse> {
    requireXhr(xhr);
    return this.establishments.regions(
      readParam('establishmentType', type, ESTABLISHMENT_LIMITS.typeMax, E.typeInvalid),
    );
  }

  @Get('establishment_sites/:id')
  @ApiHeader(XHR)
  @ApiQuery({ name: 'establishmentType', required: true, example: 'hospital' })
  @ApiQuery({ name: 'region', required: false, example: 'Nouvelle-Aquitaine' })
  sites(
    @Param('id', IdPipe) _id: number,
    @Headers('x-requested-with') xhr: unknown,
    @Query('establishmentType') type: unknown,
    @Query('region') region: unknown,
  ): Promise<EstablishmentSitesResponse> {
    requireXhr(xhr);
    const establishmentType = readParam('establishmentType', type, ESTABLISHMENT_LIMITS.typeMax, E.typeInvalid);
    const regionName = readParam('region', region, ESTABLISHMENT_LIMITS.regionMax, E.regionInvalid);
    return this.establishments.sites(establishmentType, regionName);
  }
}

/** One site by its value: the type and région of a saved choice, to show it in the selects. */
@ApiTags('établissements')
@Controller('api/establishment')
export class EstablishmentController {
  constructor(private readonly establishments: EstablishmentService) {}

  @Get('site/:value')
  async site(@Param('value') value: string): Promise<EstablishmentSiteView> {
    const site = await this.establishments.site(value);
    if (!site) throw new NotFoundError('ESTABLISHMENT_SITE_NOT_FOUND', E.siteUnknown);
    return site;
  }
}
