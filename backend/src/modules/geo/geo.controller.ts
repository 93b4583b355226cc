import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AutocompleteResponse, CityOption } from '@troc/shared';
import { CityByPostalDto } from './dto/city-by-postal.dto.js';
import { GeoService } from './geo.service.js';

@ApiTags('géographie')
@Controller('api/geo')
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  @Post('city-by-postal')
  @HttpCode(200)
  cityByPostal(@Body() dto: CityByPostalDto): AutocompleteResponse<CityOption> {
    return { data: this.geo.citiesByPostal(dto.zipcode) };
  }
}
