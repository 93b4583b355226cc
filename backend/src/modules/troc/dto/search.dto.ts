import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  fr,
  LIMITS,
  MY_LISTINGS_SORTS,
  PublicationStatus,
  RequestType,
  SwapType,
  t,
  Visibility,
  type MyListingsSort,
  type SearchSort,
} from '@troc/shared';
import { PageQueryDto } from '../../../core/http/pagination.js';
import { PerimeterFilterFieldsDto } from '../../identity/index.js';
import { BoundedNumber, CalendarDate, NestedForm, toList } from '../../../core/http/validators.js';

export { toList };

export const SEARCH_SORTS: SearchSort[] = [
  'distance.desc',
  'distance.asc',
  'publishedAt.desc',
  'publishedAt.asc',
  'price.asc',
  'price.desc',
];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);
const toNumber = ({ value }: { value: unknown }) =>
  value === '' || value === null || value === undefined
    ? undefined
    : typeof value === 'string'
      ? Number(value.replace(',', '.'))
      : value;
const text = (max: number) => [
  IsOptional(),
  Transform(trim),
  IsString({ message: fr.validation.text }),
  MaxLength(max, { message: t(fr.validation.maxLength, { max }) }),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

export class PriceRangeDto {
  @ApiPropertyOptional({ description: 'Euros' })
  @IsOptional()
  @Transform(toNumber)
  @BoundedNumber(0, LIMITS.numbers.moneyMaxEuros)
  rangeMin?: number;

  @ApiPropertyOptional({ description: 'Euros' })
  @IsOptional()
  @Transform(toNumber)
  @BoundedNumber(0, LIMITS.numbers.moneyMaxEuros)
  rangeMax?: number;
}

export class SearchFormDto extends PerimeterFilterFieldsDto {
  @ApiPropertyOptional() @apply(text(255)) keyword?: string;

  @ApiPropertyOptional({ type: [String], description: 'Slugs de catégories' })
  @Transform(toList)
  @IsArray()
  @IsString({ each: true, message: fr.validation.choice })
  category: string[] = [];

  @ApiPropertyOptional({ description: 'Slug ou code du département' }) @apply(text(100)) departement?: string;
  @ApiPropertyOptional({ description: 'Slug ou code de la région' }) @apply(text(100)) region?: string;
  @ApiPropertyOptional({ description: 'Slug de la commune (bordeaux-33063) ou code INSEE' })
  @apply(text(191))
  city?: string;
  @ApiPropertyOptional() @apply(text(100)) operations?: string;
  @ApiPropertyOptional() @apply(text(255)) fromClientName?: string;

  @ApiPropertyOptional({ enum: SEARCH_SORTS, default: 'distance.desc' })
  @IsOptional()
  @Transform(trim)
  @IsIn(SEARCH_SORTS, { message: fr.validation.choice })
  sortBy?: SearchSort;

  @ApiPropertyOptional({ type: [String], enum: Object.values(RequestType) })
  @Transform(toList)
  @IsArray()
  @IsIn(Object.values(RequestType), { each: true, message: fr.validation.choice })
  requestType: RequestType[] = [];

  @ApiPropertyOptional({ type: [String], enum: Object.values(SwapType) })
  @Transform(toList)
  @IsArray()
  @IsIn(Object.values(SwapType), { each: true, message: fr.validation.choice })
  swapType: SwapType[] = [];

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }) => value === true || value === 'true' || value === '1' || value === 1 || value === 'on')
  tama?: boolean;

  @ApiPropertyOptional({ description: 'Kilomètres' })
  @IsOptional()
  @Transform(toNumber)
  @BoundedNumber(1, LIMITS.search.maxDistanceKm)
  distance?: number;

  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @Transform(trim)
  @CalendarDate()
  publishedAfter?: string;

  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @Transform(trim)
  @CalendarDate()
  publishedBefore?: string;

  @ApiPropertyOptional({ type: PriceRangeDto })
  @NestedForm(() => PriceRangeDto, { optional: true })
  priceRange?: PriceRangeDto;
}

/** The search loader: page, size and search_form[...]. */
export class SearchDto extends PageQueryDto {
  @ApiPropertyOptional({ type: SearchFormDto })
  @NestedForm(() => SearchFormDto, { optional: true })
  search_form: SearchFormDto = new SearchFormDto();
}

/** troc_filter_form[...] of "Mes annonces". */
export class MyListingsFormDto extends PerimeterFilterFieldsDto {
  @ApiPropertyOptional({ type: [String] })
  @Transform(toList)
  @IsArray()
  @IsIn(Object.values(RequestType), { each: true, message: fr.validation.choice })
  requestType: RequestType[] = [];

  @ApiPropertyOptional({ type: [String] })
  @Transform(toList)
  @IsArray()
  @IsIn(Object.values(PublicationStatus), { each: true, message: fr.validation.choice })
  publicationStatus: PublicationStatus[] = [];

  @ApiPropertyOptional({ type: [String] })
  @Transform(toList)
  @IsArray()
  @IsIn(Object.values(Visibility), { each: true, message: fr.validation.choice })
  visibility: Visibility[] = [];

  @ApiPropertyOptional() @apply(text(255)) keyword?: string;

  @ApiPropertyOptional({ enum: MY_LISTINGS_SORTS, default: 'updatedAt.desc' })
  @IsOptional()
  @Transform(trim)
  @IsIn(MY_LISTINGS_SORTS, { message: fr.validation.choice })
  sortBy?: MyListingsSort;
}

export class MyListingsDto extends PageQueryDto {
  @ApiPropertyOptional({ type: MyListingsFormDto })
  @NestedForm(() => MyListingsFormDto, { optional: true })
  troc_filter_form: MyListingsFormDto = new MyListingsFormDto();
}
