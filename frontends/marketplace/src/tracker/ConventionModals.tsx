import { Button, Flex, Form, Input, Typography } from 'antd';
import { fr, LIMITS, t } from '@troc/shared';
import { FormErrors, registerModal, useFormSubmit, type ModalBodyProps, DialogForm } from '@troc/ui';
import { rejectConvention } from './api';
import { useStoreConvention } from './useConvention';
import { conventionUi } from '@troc/shared/messages/ui-convention';

const r = conventionUi.rejectModal;
const q = conventionUi.requiredModal;
const { min, max } = LIMITS.message;
const FIELDS = ['message'] as const;
/** A little longer than antd's closing animation. */
const MODAL_CLOSE_MS = 450;

declare module '@troc/ui' {
  interface ModalPropsByKind {
    'convention-reject': { slug: string };
    'convention-required': { message: string; panelId: string };
  }
}

/** Rejecting the convention: a reason of 10 to 500 characters, said to the other party. */
function RejectBody({ slug, close }: { slug: string } & ModalBodyProps) {
  const [form] = Form.useForm<{ message?: string }>();
  const store = useStoreConvention(slug);
  const message = Form.useWatch('message', form) ?? '';
  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: { message?: string }) => {
    store(await rejectConvention(slug, values.message?.trim() ?? ''));
    close();
  });
  const reason = {
    validator: (_: unknown, value?: string) => {
      const length = [...(value ?? '').trim()].length;
      return length >= min && length <= max
        ? Promise.resolve()
        : Promise.reject(new Error(fr.convention.errors.rejectReason));
    },
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{r.intro}</Typography.Paragraph>
      <DialogForm form={form} name="convention_reject_form" layout="vertical" onFinish={submit} noValidate>
        <FormErrors messages={errors} />
        <Form.Item
          name="message"
          label={r.reason}
          required
          rules={[reason]}
          extra={t(r.count, { count: [...message].length, max, min })}
        >
          <Input.TextArea rows={4} maxLength={max} />
        </Form.Item>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close} disabled={submitting}>
            {r.cancel}
          </Button>
          <Button type="primary" danger htmlType="submit" loading={submitting}>
            {r.confirm}
          </Button>
        </Flex>
      </DialogForm>
    </>
  );
}

/** The recording was refused for the convention: why, and the way to the convention panel. */
function RequiredBody({ message, panelId, close }: { message: string; panelId: string } & ModalBodyProps) {
  const goToPanel = () => {
    close();
    // The panel takes focus (tabIndex -1) and comes into view; the closing modal gives focus back
    // to the button that opened it once its animation ends, so the panel takes it again then.
    const focusPanel = () => {
      const panel = document.getElementById(panelId);
      if (!panel || panel.contains(document.activeElement)) return;
      panel.focus({ preventScroll: true });
      panel.scrollIntoView({ block: 'start' });
    };
    window.setTimeout(focusPanel, 0);
    window.setTimeout(focusPanel, MODAL_CLOSE_MS);
  };
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph strong style={{ margin: 0 }}>
        {message}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ margin: 0 }}>{q.explain}</Typography.Paragraph>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={close}>{q.close}</Button>
        <Button
          type="primary"
          href={`#${panelId}`}
          onClick={(event) => {
            event.preventDefault();
            goToPanel();
          }}
        >
          {q.goToPanel}
        </Button>
      </Flex>
    </Flex>
  );
}

// The ui package is one instance for every application: registering when the module loads is enough.
registerModal('convention-reject', { title: r.title, Body: RejectBody });
registerModal('convention-required', { title: q.title, Body: RequiredBody });
