import { act, renderHook } from '@testing-library/react';
import { Form } from 'antd';
import { ApiError, ValidationError } from '../api/errors';
import { shownByForm, useFormSubmit } from './useFormSubmit';

function setup(send: () => Promise<string>) {
  return renderHook(() => {
    const [form] = Form.useForm();
    return { form, ...useFormSubmit(form, ['email'], send) };
  });
}

describe('useFormSubmit', () => {
  it('answers with what the call answered', async () => {
    const { result } = setup(async () => 'ok');
    let answer: string | undefined;
    await act(async () => {
      answer = await result.current.submit({});
    });
    expect(answer).toBe('ok');
    expect(result.current.errors).toEqual([]);
    expect(result.current.submitting).toBe(false);
  });

  it('keeps the errors of the whole form, and of fields it does not show, above the form', async () => {
    const failure = new ValidationError({
      _form: ['Adresse e-mail ou mot de passe incorrect.'],
      other: ['Autre erreur.'],
    });
    const { result } = setup(() => Promise.reject(failure));
    await act(async () => {
      expect(await result.current.submit({})).toBeUndefined();
    });
    expect(result.current.errors).toEqual(['Adresse e-mail ou mot de passe incorrect.', 'Autre erreur.']);
  });

  it('shows a 429 above the form, and leaves other failures to the global modals', async () => {
    expect(shownByForm(new ApiError(429, 'Trop de tentatives'))).toBe(true);
    expect(shownByForm(new ApiError(500, 'Erreur'))).toBe(false);
    const { result } = setup(() => Promise.reject(new ApiError(429, 'Trop de tentatives')));
    await act(async () => {
      await result.current.submit({});
    });
    expect(result.current.errors).toEqual(['Trop de tentatives']);
  });
});
