import type { ValidationError } from '@nestjs/common';
import { fr } from '@troc/shared';
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
