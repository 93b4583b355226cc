import SendOutlined from '@ant-design/icons/SendOutlined';
import { Alert, Button, Card, Descriptions, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS, t, validateReservation, type CartSubmitResponse, type CartView } from '@troc/shared';
import { FormErrors, safeRedirect, useFormSubmit } from '@troc/ui';
import { submitCart } from './api';
import { cartUi } from '@troc/shared/messages/ui-cart';
import { trackerUi } from '@troc/shared/messages/ui-tracker';

const s = cartUi.submit;
const tt = cartUi.totals;
const FIELDS = ['message'] as const;
const { min, max } = LIMITS.message;
const ONE = { min: 1, max: 1, fixed: false, remaining: 1 };

/** The cart's totals and, for its requester while it is open, the submit form (message 10..500). */
export function CartSummary({ cart, onSubmitted }: { cart: CartView; onSubmitted: () => void }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<{ message?: string }>();
  const [skipped, setSkipped] = useState<CartSubmitResponse['skipped']>([]);
  const message = Form.useWatch('message', form) ?? '';
  const canSubmit = cart.currentUser && cart.status === 'open' && cart.lines.length > 0;
  const { submit, submitting, errors } = useFormSubmit(
    form,
    FIELDS,
    async ({ message: text }: { message?: string }) => {
      const answer = await submitCart(cart.slug, text?.trim() ?? '');
      setSkipped(answer.skipped);
      onSubmitted();
      navigate(safeRedirect(answer.redirect));
    },
  );

  return (
    <Card title={<h2 className="troc-card-title">{tt.title}</h2>} className="troc-cart-summary">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'lines', label: tt.lines, children: cart.totals.nbLines },
          { key: 'quantity', label: tt.quantity, children: cart.totals.totalQuantity },
          {
            key: 'original',
            label: tt.original,
            children: <span data-testid="cart-original">{cart.totals.originalTotalInEuros}</span>,
          },
          {
            key: 'negotiated',
            label: tt.negotiated,
            children: <span data-testid="cart-negotiated">{cart.totals.negotiatedTotalInEuros}</span>,
          },
        ]}
      />
      {canSubmit ? (
        <Form form={form} name="cart_submit_form" layout="vertical" onFinish={submit} noValidate aria-label={s.title}>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {s.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{s.intro}</Typography.Paragraph>
          <FormErrors messages={errors} />
          <Form.Item
            name="message"
            label={s.message}
            required
            extra={t(trackerUi.reserve.messageCount, { count: [...message].length, max, min })}
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  // The cart's message follows the reservation's rule (10..500).
                  const problems = validateReservation({ message: value?.trim() ?? '', quantity: 1 }, ONE, {
                    beneficiaryChoice: false,
                  }).message;
                  return problems?.length ? Promise.reject(new Error(problems[0])) : Promise.resolve();
                },
              },
            ]}
          >
            <Input.TextArea rows={4} maxLength={max} placeholder={s.messagePlaceholder} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} loading={submitting} block>
            {s.send}
          </Button>
        </Form>
      ) : null}
      {skipped.length ? (
        <Alert type="warning" showIcon title={s.skipped} description={skipped.map((line) => line.reason).join(' ')} />
      ) : null}
    </Card>
  );
}
