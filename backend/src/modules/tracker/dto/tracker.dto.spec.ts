import { fr, t } from '@troc/shared';
import { createValidationPipe } from '../../../core/http/validation.js';
import { FormError } from '../../../core/errors/index.js';
import { TrackerListDto } from './tracker.dto.js';

describe('the tracker filter', () => {
  const pipe = createValidationPipe();
  const errors = async (body: unknown) => {
    try {
      await pipe.transform(body, { type: 'body', metatype: TrackerListDto });
      return null;
    } catch (error) {
      return { errors: (error as FormError).errors };
    }
  };

  it('refuses a keyword that is not a text as such, before its length', async () => {
    for (const keyword of [{}, [], 12, true, { $gt: '' }]) {
      expect(await errors({ tracker_filter_form: { keyword } })).toEqual({
        errors: { 'tracker_filter_form.keyword': [fr.validation.text] },
      });
    }
    expect(await errors({ tracker_filter_form: { keyword: 'x'.repeat(256) } })).toEqual({
      errors: { 'tracker_filter_form.keyword': [t(fr.validation.maxLength, { max: 255 })] },
    });
    expect(await errors({ tracker_filter_form: { keyword: ' chaise ' } })).toBeNull();
  });
});
