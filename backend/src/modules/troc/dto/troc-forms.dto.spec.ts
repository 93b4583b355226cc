import { fr, t } from '@troc/shared';
import { createValidationPipe } from '../../../core/http/validation.js';
import { FormError } from '../../../core/errors/index.js';
import { ModerationMessageDto } from './troc-forms.dto.js';

describe('the reason of a denial', () => {
  const pipe = createValidationPipe();
  const errors = async (body: unknown) => {
    try {
      await pipe.transform(body, { type: 'body', metatype: ModerationMessageDto });
      return null;
    } catch (error) {
      return { errors: (error as FormError).errors };
    }
  };

  it('is required before its length is checked', async () => {
    for (const body of [{}, { message: '' }, { message: '  ' }, { message: null }]) {
      expect(await errors(body)).toEqual({ errors: { message: [fr.validation.required] } });
    }
    expect(await errors({ message: 'Non.' })).toEqual({
      errors: { message: [t(fr.validation.minLength, { min: 10 })] },
    });
    expect(await errors({ message: 'x'.repeat(501) })).toEqual({
      errors: { message: [t(fr.validation.maxLength, { max: 500 })] },
    });
    expect(await errors({ message: ' La photo ne montre pas le bien. ' })).toBeNull();
  });
});
