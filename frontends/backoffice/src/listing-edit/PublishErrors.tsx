import { Alert, Button } from 'antd';
import { FORM_ERROR_KEY } from '@troc/ui';
import { t, type ListingEditForm, type ListingFieldLabels } from '@troc/shared';
import { m } from '../common/labels';
import { fieldLabel, tabOf } from './fieldLabels';

/** Why the listing cannot be published yet: each missing field, with a way to its tab. */
export function PublishErrors({
  errors,
  labels,
  onGoTo,
  onClose,
}: {
  errors: Record<string, string[]>;
  labels: ListingFieldLabels;
  onGoTo: (tab: ListingEditForm) => void;
  onClose: () => void;
}) {
  const fields = Object.entries(errors).filter(([field]) => field !== FORM_ERROR_KEY);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      closable={{ onClose }}
      title={errors[FORM_ERROR_KEY]?.[0] ?? m.actions.notPublishableTitle}
      description={
        fields.length ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {fields.map(([field, messages]) => {
              const tab = tabOf(field);
              return (
                <li key={field}>
                  <strong>{fieldLabel(field, labels)}</strong> : {messages.join(' ')}{' '}
                  {tab ? (
                    <Button type="link" size="small" onClick={() => onGoTo(tab)} style={{ padding: 0 }}>
                      {t(m.actions.goToTab, { tab: m.edit.tabs[tab] })}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : undefined
      }
    />
  );
}
