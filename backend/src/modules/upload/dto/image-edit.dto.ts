import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNumber, Max, Min } from 'class-validator';
import { fr, t } from '@troc/shared';
import { ToNumber } from '../../../core/http/validators.js';

const number = { message: fr.listing.errors.number };

/** form[x], form[y], form[width], form[height], form[rotate], form[scaleX], form[scaleY] (Cropper.js getData). */
export class ImageEditDto {
  @ApiProperty()
  @ToNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false }, number)
  @Min(-100000, { message: t(fr.validation.min, { min: -100000 }) })
  @Max(100000, { message: t(fr.validation.max, { max: 100000 }) })
  x: number;

  @ApiProperty()
  @ToNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false }, number)
  @Min(-100000, { message: t(fr.validation.min, { min: -100000 }) })
  @Max(100000, { message: t(fr.validation.max, { max: 100000 }) })
  y: number;

  @ApiProperty()
  @ToNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false }, number)
  @Min(1, { message: t(fr.validation.min, { min: 1 }) })
  @Max(100000, { message: t(fr.validation.max, { max: 100000 }) })
  width: number;

  @ApiProperty()
  @ToNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false }, number)
  @Min(1, { message: t(fr.validation.min, { min: 1 }) })
  @Max(100000, { message: t(fr.validation.max, { max: 100000 }) })
  height: number;

  @ApiProperty({ description: 'Degrés' })
  @ToNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false }, number)
  @Min(-360, { message: t(fr.validation.min, { min: -360 }) })
  @Max(360, { message: t(fr.validation.max, { max: 360 }) })
  rotate: number;

  @ApiProperty({ enum: [1, -1] })
  @ToNumber()
  @IsIn([1, -1], { message: fr.validation.choice })
  scaleX: number;

  @ApiProperty({ enum: [1, -1] })
  @ToNumber()
  @IsIn([1, -1], { message: fr.validation.choice })
  scaleY: number;
}
