import { Form, type FormProps } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';

/** Inputs whose Enter is their own action (a button's click), not the form's implicit submission. */
const OWN_ENTER = new Set(['submit', 'button', 'reset', 'image']);

/**
 * Stops the browser's implicit submission: Enter in a field of a form submits it through its submit
 * button. The fields' own Enter (picking a date, an option, a suggestion) has already run when the
 * event bubbles here; only the submission is prevented. A text area keeps its new line.
 */
export function preventImplicitSubmit(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const target = event.target;
  if (!(target instanceof HTMLInputElement)) return;
  if (OWN_ENTER.has(target.type)) return;
  event.preventDefault();
}

/**
 * The form of every multi-field dialog: an antd Form on which Enter in a field never sends the
 * request (the user was typing the next value); only the dialog's button does.
 */
export function DialogForm<Values = unknown>(props: FormProps<Values> & { children?: ReactNode }) {
  const { onKeyDown, ...rest } = props;
  return (
    <Form<Values>
      {...rest}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        preventImplicitSubmit(event);
      }}
    />
  );
}
