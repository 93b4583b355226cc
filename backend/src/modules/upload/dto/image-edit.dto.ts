import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNumber, Max, Min } from 'class-validator';
import { fr, t } from '@troc/shared';
import { Checks, ToNumber } from '../../../core/http/validators.js';

const number = { message: fr.listing.errors.number };

/** A number, then its bounds: a text is refused as not a number, not as out of bounds. */
const Between = (min: number, max: number) =>
  Checks(
    IsNumber({ allowNaN: false, allowInfinity: false }, number),
    Min(min, { message: t(fr.validation.min, { min }) }),
    Max(max, { message: t(fr.validation.max, { max }) }),
  );

/** form[x], form[y], form[width], form[height], form[rotate], form[scaleX], form[scaleY] (Cropper.js getData). */
export class ImageEditDto {
  @ApiProperty()
  @ToNumber()
  @Between(-100000, 100000)
  x: number;

  @ApiProperty()
  @ToNumber()
  @Between(-100000, 100000)
  y: number;

  @ApiProperty()
  @ToNumber()
  @Between(1, 100000)
  width: number;

  @ApiProperty()
  @ToNumber()
  @Between(1, 100000)
  height: number;

  @ApiProperty({ description: 'Degrés' })
  @ToNumber()
  @Between(-360, 360)
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
