import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { fr, LIMITS, t, validateListingMessage } from '@troc/shared';
import { FormErrors, safeRedirect, useFormSubmit, usePageTitle } from '@troc/ui';
import { sendContact } from './api';
import { trackerUi } from '@troc/shared/messages/ui-tracker';

const ui = fr.inbox.ui;
const FIELDS = ['message'] as const;
const { min, max } = LIMITS.message;

/** /{locale}/user/inbox/contact/{slug}/: a message to a member, then the conversation it opened. */
export function ContactPage() {
  const { slug = '' } = useParams();
  usePageTitle(ui.contactHeading);
  const navigate = useNavigate();
  const [form] = Form.useForm<{ message: string }>();
  const message = Form.useWatch('message', form) ?? '';
  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: { message: string }) => {
    navigate(safeRedirect((await sendContact(slug, values.message.trim())).redirect));
  });
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {ui.contactHeading}
      </Typography.Title>
      <Card>
        <Form name="contact_form" layout="vertical" form={form} onFinish={submit} noValidate>
          <FormErrors messages={errors} />
          <Form.Item
            name="message"
            label={ui.contactLabel}
            required
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const error = validateListingMessage({ message: value ?? '' }).message?.[0];
                  return error ? Promise.reject(new Error(error)) : Promise.resolve();
                },
              },
            ]}
            extra={t(trackerUi.reserve.messageCount, { count: [...message].length, max, min })}
          >
            <Input.TextArea rows={5} maxLength={max} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {ui.send}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
