import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { fr, LIMITS } from '@troc/shared';

/**
 * A numeric id of the path (/file/delete/{id}/): anything but a positive whole number that
 * a row could have names nothing, so it answers 404 like an id that does not exist.
 */
@Injectable()
export class IdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    // The global pipe hands over a number read from decimal digits only (TrocValidationPipe).
    const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
    if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) throw new NotFoundException(fr.http.notFound);
    const id = Number(text);
    if (id < 0 || id > LIMITS.numbers.idMax) throw new NotFoundException(fr.http.notFound);
    return id;
  }
}
