import { fr, t } from '@troc/shared';
import { createValidationPipe } from '../../../core/http/validation.js';
import { FormError } from '../../../core/errors/index.js';
import { OperationAdsDto, OperationCreateDto, OperationListDto } from './operation.dto.js';

const pipe = createValidationPipe();
const errors = async (metatype: new () => object, body: unknown) => {
  try {
    await pipe.transform(body, { type: 'body', metatype });
    return null;
  } catch (error) {
    return { errors: (error as FormError).errors };
  }
};

describe('the operation forms', () => {
  it('refuse a name that is not a text as such, before its length', async () => {
    for (const name of [{}, [], 12, true, null, { $gt: '' }]) {
      expect(await errors(OperationCreateDto, { name })).toEqual({ errors: { name: [fr.validation.text] } });
    }
    expect(await errors(OperationCreateDto, { name: 'x'.repeat(256) })).toEqual({
      errors: { name: [t(fr.validation.maxLength, { max: 255 })] },
    });
    expect(await errors(OperationCreateDto, { name: ' Déménagement du site Nord ' })).toBeNull();
    expect(await errors(OperationCreateDto, {})).toBeNull();
  });

  it('refuse a keyword or a listing slug that is not a text as such', async () => {
    for (const keyword of [{}, [], 12, { $gt: '' }]) {
      expect(await errors(OperationListDto, { operation_filter_form: { keyword } })).toEqual({
        errors: { 'operation_filter_form.keyword': [fr.validation.text] },
      });
    }
    expect(await errors(OperationListDto, { operation_filter_form: { keyword: 'x'.repeat(256) } })).toEqual({
      errors: { 'operation_filter_form.keyword': [t(fr.validation.maxLength, { max: 255 })] },
    });
    expect(await errors(OperationAdsDto, { trocs: [{}] })).toEqual({ errors: { trocs: [fr.validation.text] } });
    expect(await errors(OperationAdsDto, { trocs: ['x'.repeat(192)] })).toEqual({
      errors: { trocs: [t(fr.validation.maxLength, { max: 191 })] },
    });
    expect(await errors(OperationAdsDto, { trocs: 'chaise-1,table-2' })).toBeNull();
  });
});
