import type { ValidationError } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { unwrapFormBody } from './form-body.js';
import { flattenValidationErrors } from './validation.js';

describe('flattenValidationErrors', () => {
  it('writes nested errors as dotted field paths', () => {
    const errors = [
      {
        property: 'identity',
        children: [
          {
            property: 'organism',
            children: [{ property: 'rnaName', constraints: { isNotEmpty: 'vide' }, children: [] }],
          },
          { property: 'email', constraints: { isEmail: 'invalide' }, children: [] },
        ],
      },
    ] as unknown as ValidationError[];
    expect(flattenValidationErrors(errors)).toEqual({
      'identity.organism.rnaName': ['vide'],
      'identity.email': ['invalide'],
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
