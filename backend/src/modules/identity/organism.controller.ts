import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AutocompleteResponse, LIMITS, type OrganismSuggestion } from '@troc/shared';
import { OrganismAutocompleteDto } from './dto/organism.dto.js';
import { ORGANISM_DIRECTORY, type OrganismDirectory } from './organism-directory.js';

const SUGGESTIONS = 10;

@ApiTags('organismes')
@Controller('api/organism')
export class OrganismController {
  constructor(@Inject(ORGANISM_DIRECTORY) private readonly directory: OrganismDirectory) {}

  /** Name suggestions for the registration form, from 2 characters. */
  @Post('autocomplete')
  @HttpCode(200)
  async autocomplete(@Body() dto: OrganismAutocompleteDto): Promise<AutocompleteResponse<OrganismSuggestion>> {
    const { query, type } = dto.form;
    if (query.length < LIMITS.autocomplete.minChars) return { data: [] };
    return { data: await this.directory.search(type, query, SUGGESTIONS) };
  }
}
