import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListingView } from '@troc/shared';
import { fieldErrors } from './sharedRule';

/** What the page gives each of the four forms. */
export interface EditFormProps {
  listing: ListingView;
  /** Archived listings and viewers who do not manage the listing see the forms disabled. */
  readOnly: boolean;
  /** Field errors of a refused publication, shown on the fields this form owns. */
  serverErrors: Record<string, string[]> | null;
  /** The listing as the server saved it. */
  onSaved: (view: ListingView) => void;
  onDirtyChange: (dirty: boolean) => void;
  /** Hands the page this form's save (« Enregistrer puis publier »), null once unmounted. */
  registerSave?: (save: SaveHandle | null) => void;
}

/** Validates then sends the form: true once saved, false when the form shows what to correct. */
export type SaveHandle = () => Promise<boolean>;

/** Lets the page save the form as its own button would; `submit` resolves to undefined on a failure it shows. */
export function useSaveHandle<V>(
  form: FormInstance<V>,
  submit: (values: V) => Promise<unknown>,
  register: EditFormProps['registerSave'],
) {
  const latest = useRef(submit);
  latest.current = submit;
  useEffect(() => {
    if (!register) return undefined;
    register(async () => {
      let values: V;
      try {
        values = await form.validateFields();
      } catch {
        return false;
      }
      return (await latest.current(values)) !== undefined;
    });
    return () => register(null);
  }, [form, register]);
}

/**
 * Unsaved-changes tracking: the form is dirty while what it would send differs from what was
 * last loaded or saved. Server errors of a refused publication land on the form's own fields.
 */
export function useDirtyTracking<V>(
  form: FormInstance<V>,
  initial: V,
  payload: (values: V) => unknown,
  props: Pick<EditFormProps, 'serverErrors' | 'onDirtyChange'>,
  fields: readonly string[],
) {
  const baseline = useRef<string>('');
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState(false);
  const { onDirtyChange, serverErrors } = props;
  const payloadRef = useRef(payload);
  payloadRef.current = payload;

  const snapshot = useCallback(() => JSON.stringify(payloadRef.current(form.getFieldsValue(true) as V)), [form]);

  const reset = useCallback(
    (values: V) => {
      form.setFieldsValue(values as Parameters<FormInstance<V>['setFieldsValue']>[0]);
      baseline.current = snapshot();
      setDirty(false);
    },
    [form, snapshot],
  );

  const changed = useCallback(() => {
    setSaved(false);
    setDirty(snapshot() !== baseline.current);
  }, [snapshot]);

  // The form starts from `initial` (its initialValues): that is the first baseline.
  useEffect(() => {
    baseline.current = JSON.stringify(payloadRef.current(initial));
  }, [initial]);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  useEffect(() => {
    if (serverErrors) form.setFields(fieldErrors(serverErrors, fields) as Parameters<FormInstance<V>['setFields']>[0]);
  }, [serverErrors, form, fields]);

  return { dirty, saved, setSaved, reset, changed };
}
