import { Button, Flex, Form, Input, Typography } from 'antd';
import { LIMITS, t, type ListingView } from '@troc/shared';
import { FormErrors, rules, useFormSubmit, type ModalBodyProps, DialogForm } from '@troc/ui';
import { m } from './labels';
import { moderationAction } from './api';

const L = LIMITS.listing;
const FIELDS = ['message'] as const;

export interface ModerationDenyProps {
  slug: string;
  name: string;
  onDenied: (view: ListingView) => void;
}

/** The moderation message form (supporting §7): the reason of a denial, 10 to 500 characters. */
export function ModerationDenyBody({ slug, name, onDenied, close }: ModerationDenyProps & ModalBodyProps) {
  const [form] = Form.useForm<{ message: string }>();
  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async ({ message }: { message: string }) => {
    const answer = await moderationAction('deny', slug, message.trim());
    if (answer.troc) onDenied(answer.troc);
    close();
  });

  return (
    <DialogForm form={form} name="form" layout="vertical" onFinish={submit} noValidate>
      <Typography.Paragraph>{t(m.moderation.denyIntro, { name })}</Typography.Paragraph>
      <FormErrors messages={errors} />
      <Form.Item
        name="message"
        label={m.moderation.denyMessage}
        extra={t(m.moderation.denyHelp, { min: L.moderationMessageMin, max: L.moderationMessageMax })}
        rules={[rules.required(), ...rules.length(L.moderationMessageMin, L.moderationMessageMax)]}
        validateFirst
      >
        <Input.TextArea rows={5} showCount maxLength={L.moderationMessageMax} autoFocus />
      </Form.Item>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={close} disabled={submitting}>
          {m.common.cancel}
        </Button>
        <Button type="primary" danger htmlType="submit" loading={submitting}>
          {m.moderation.denySubmit}
        </Button>
      </Flex>
    </DialogForm>
  );
}
