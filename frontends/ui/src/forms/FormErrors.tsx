import { Alert } from 'antd';
import { fr } from '@troc/shared';

/** Errors that belong to the whole form (`_form` of a 422, or a 429), above its fields. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={messages.length === 1 ? messages[0] : fr.ui.common.formErrorTitle}
      description={
        messages.length > 1 ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : undefined
      }
      style={{ marginBottom: 24 }}
    />
  );
}
