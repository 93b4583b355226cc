import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AddressOption, AutocompleteResponse, CityOption, GeoAreaSuggestion } from '@troc/shared';
import { CityByPostalDto } from './dto/city-by-postal.dto.js';
import { AutocompleteQueryDto } from '../../shared/autocomplete-query.dto.js';
import { GeoAddressDto } from './dto/geo-query.dto.js';
import { GeoService } from './geo.service.js';

/** Public lookups: they reveal nothing but official geography. */
@ApiTags('géographie')
@Controller('api/geo')
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  @Post('city-by-postal')
  @HttpCode(200)
  cityByPostal(@Body() dto: CityByPostalDto): AutocompleteResponse<CityOption> {
    return { data: this.geo.citiesByPostal(dto.zipcode) };
  }

  @Post('city')
  @HttpCode(200)
  city(@Body() dto: AutocompleteQueryDto): AutocompleteResponse<CityOption & { value_alt: string }> {
    return { data: this.geo.suggestCities(dto.form.query) };
  }

  @Post('area')
  @HttpCode(200)
  area(@Body() dto: AutocompleteQueryDto): AutocompleteResponse<GeoAreaSuggestion> {
    return { data: this.geo.suggestAreas(dto.form.query) };
  }

  @Post('address')
  @HttpCode(200)
  address(@Body() dto: GeoAddressDto): AutocompleteResponse<AddressOption> {
    return { data: this.geo.address(dto.form.zipcode, dto.form.city) };
  }
}
