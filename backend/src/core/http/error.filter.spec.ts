import { ConflictException, ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { fr } from '@troc/shared';
import { ErrorFilter } from './error.filter.js';
import { FormErrorException } from './validation.js';

const filter = new ErrorFilter();

describe('ErrorFilter', () => {
  it('answers 403 in French when not signed in', () => {
    expect(filter.toResponse(new UnauthorizedException())).toEqual({
      status: 403,
      body: { statusCode: 403, message: fr.auth.notSignedIn },
    });
  });

  it('replaces framework texts by French ones and keeps ours', () => {
    expect(filter.toResponse(new NotFoundException('Cannot GET /fr/api/nope')).body).toEqual({
      statusCode: 404,
      message: fr.http.notFound,
    });
    expect(filter.toResponse(new ForbiddenException()).body).toMatchObject({ message: fr.auth.forbidden });
    expect(filter.toResponse(new ConflictException('Annonce archivée')).body).toMatchObject({
      message: 'Annonce archivée',
    });
  });

  it('passes field errors through with 422', () => {
    expect(filter.toResponse(FormErrorException.field('identity.email', 'non'))).toEqual({
      status: 422,
      body: { errors: { 'identity.email': ['non'] } },
    });
  });

  it('turns unreadable bodies into 400 and unknown faults into a French 500', () => {
    const parse = Object.assign(new SyntaxError('Unexpected token'), { status: 400, type: 'entity.parse.failed' });
    expect(filter.toResponse(parse)).toEqual({
      status: 400,
      body: { statusCode: 400, message: fr.validation.invalidBody },
    });
    expect(filter.toResponse(new Error('boom'))).toEqual({
      status: 500,
      body: { statusCode: 500, message: fr.http.internal },
    });
  });
});
