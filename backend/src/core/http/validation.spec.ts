import type { ValidationError } from '@nestjs/common';
import { fr } from '@troc/shared';
import type { NextFunction, Request, Response } from 'express';
import { unwrapFormBody } from './form-body.js';

import { createValidationPipe, flattenValidationErrors } from './validation.js';
import { FormError, NotFoundError } from '../errors/index.js';

describe('flattenValidationErrors', () => {
  it('writes nested errors as dotted field paths', () => {
    const errors = [
      {
        property: 'identity',
        children: [
          {
            property: 'organism',
            children: [{ property: 'rnaName', constraints: { isNotEmpty: fr.validation.required }, children: [] }],
          },
          { property: 'email', constraints: { isEmail: fr.validation.email }, children: [] },
        ],
      },
    ] as unknown as ValidationError[];
    expect(flattenValidationErrors(errors)).toEqual({
      'identity.organism.rnaName': [fr.validation.required],
      'identity.email': [fr.validation.email],
    });
  });

  it("replaces class-validator's English defaults by the catalogue's message for the constraint", () => {
    const errors = [
      { property: 'form', constraints: { nestedValidation: 'nested property form must be either object or array' } },
      { property: 'page', constraints: { isInt: 'page must be an integer number' } },
      { property: 'odd', constraints: { somethingNew: 'odd must be odd' } },
    ] as unknown as ValidationError[];
    expect(flattenValidationErrors(errors)).toEqual({
      form: [fr.validation.form],
      page: [fr.validation.integer],
      odd: [fr.validation.invalid],
    });
  });
});

describe('unwrapFormBody', () => {
  const run = (body: unknown, form = true) => {
    const req = { body, is: () => (form ? 'application/x-www-form-urlencoded' : false) } as unknown as Request;
    unwrapFormBody(req, {} as Response, (() => undefined) as NextFunction);
    return req.body;
  };

  it('lifts the fields of a lone form[...] or <name>_form[...] to the top', () => {
    expect(run({ form: { email: 'a@b.fr', _token: 't' } })).toEqual({
      email: 'a@b.fr',
      _token: 't',
      form: { email: 'a@b.fr', _token: 't' },
    });
    expect(run({ registration_form: { identity: { lastName: 'X' } }, _token: 't' })).toMatchObject({
      identity: { lastName: 'X' },
      _token: 't',
    });
  });

  it('leaves list loaders, JSON and other shapes alone', () => {
    expect(run({ page: '2', search_form: { keyword: 'chaise' } })).toEqual({
      page: '2',
      search_form: { keyword: 'chaise' },
    });
    expect(run({ form: { email: 'x' } }, false)).toEqual({ form: { email: 'x' } });
  });
});

describe('numbers of the path and the query', () => {
  const pipe = createValidationPipe();
  const param = { type: 'param', metatype: Number, data: 'id' } as const;
  const query = { type: 'query', metatype: Number, data: 'page' } as const;

  it('reads decimal digits within the safe integers', async () => {
    expect(await pipe.transform('16', param)).toBe(16);
    expect(await pipe.transform('007', query)).toBe(7);
    expect(await pipe.transform(undefined, query)).toBeUndefined();
    expect(await pipe.transform('abc', { type: 'param', metatype: String, data: 'slug' })).toBe('abc');
  });

  it.each(['0x10', '1e3', '0b1', '0o7', '-1', ' 7', '', '1.5', 'Infinity', String(2 ** 53 + 1), '9'.repeat(400)])(
    'answers %j with a 404 in the path and a 422 in the query',
    async (raw) => {
      await expect(pipe.transform(raw, param)).rejects.toBeInstanceOf(NotFoundError);
      await expect(pipe.transform(raw, query)).rejects.toBeInstanceOf(FormError);
    },
  );
});
