import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Radio, Skeleton, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import {
  fr,
  NOTIFICATION_FREQUENCIES,
  MAILED_NOTIFICATION_TYPES,
  t,
  type NotificationFrequency,
  type NotificationType,
} from '@troc/shared';
import { FormErrors, useFormSubmit } from '@troc/ui';
import { fetchPreferences, notificationKeys, savePreferences } from './api';

const n = fr.notification.ui;
const FIELDS = MAILED_NOTIFICATION_TYPES.map((type) => `preferences.${type}`);
type Values = { preferences: Record<NotificationType, NotificationFrequency> };

/** For each type of notification: mailed immediately, in a daily digest, or never. */
export function PreferencesForm() {
  const headingId = useId();
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const [saved, setSaved] = useState(false);
  const { data, isPending, isError } = useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => fetchPreferences(signal),
  });
  useEffect(() => {
    if (data) {
      form.setFieldsValue({
        preferences: Object.fromEntries(
          data.preferences.map((p) => [p.notificationType, p.frequency]),
        ) as Values['preferences'],
      });
    }
  }, [data, form]);
  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: Values) => {
    const answer = await savePreferences(values.preferences);
    client.setQueryData(notificationKeys.preferences, answer);
    setSaved(true);
    return answer;
  });

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId}>
        {n.preferencesTitle}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{n.preferencesIntro}</Typography.Paragraph>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isError ? (
        <Alert type="warning" showIcon title={fr.ui.common.loadFailed} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          onValuesChange={() => setSaved(false)}
        >
          <FormErrors messages={errors} />
          {data.preferences.map((preference) => (
            <Form.Item
              key={preference.notificationType}
              name={['preferences', preference.notificationType]}
              label={preference.label}
            >
              <Radio.Group
                aria-label={t(n.frequencyOf, { type: preference.label })}
                options={NOTIFICATION_FREQUENCIES.map((f) => ({ value: f, label: fr.notification.frequencies[f] }))}
              />
            </Form.Item>
          ))}
          <div role="status">{saved ? <Alert type="success" showIcon title={n.preferencesSaved} /> : null}</div>
          <Button type="primary" htmlType="submit" loading={submitting} style={{ marginTop: 12 }}>
            {fr.ui.common.save}
          </Button>
        </Form>
      )}
    </section>
  );
}
