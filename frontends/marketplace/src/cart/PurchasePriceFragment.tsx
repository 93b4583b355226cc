import { Button, Checkbox, Flex, Form, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { fr, t, validatePurchasePrice, type CartLineTracker } from '@troc/shared';
import { FormErrors, useFormSubmit } from '@troc/ui';
import { savePurchasePrice } from './api';
import { cartUi } from '@troc/shared/messages/ui-cart';

const p = cartUi.line.purchasePrice;

interface PurchasePriceValues {
  itemPurchasePrice: number | null;
  itemPurchasePriceUnknown: boolean;
}

const FIELDS = ['itemPurchasePrice', 'itemPurchasePriceUnknown'] as const;

/**
 * The new value of a submitted line's exchange, set by the cédant from the cart (supporting §5):
 * the shared rule runs as it is typed, and the button stays disabled while it finds an error.
 */
export function PurchasePriceFragment({
  lineId,
  name,
  tracker,
  onSaved,
}: {
  lineId: number;
  name: string;
  tracker: CartLineTracker;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<PurchasePriceValues>();
  const [initial] = useState<PurchasePriceValues>(() => ({
    itemPurchasePrice: tracker.itemPurchasePrice,
    itemPurchasePriceUnknown: tracker.itemPurchasePriceUnknown,
  }));
  const [saved, setSaved] = useState(false);
  const values = Form.useWatch((all: PurchasePriceValues) => all, { form, preserve: true }) ?? initial;
  const errors = validatePurchasePrice(values);
  const invalid = Object.values(errors).some((list) => list?.length);
  const unknown = Boolean(values.itemPurchasePriceUnknown);

  const save = useFormSubmit(form, FIELDS, async (sent: PurchasePriceValues) => {
    const all = { ...form.getFieldsValue(true), ...sent } as PurchasePriceValues;
    await savePurchasePrice(lineId, {
      itemPurchasePrice: all.itemPurchasePriceUnknown ? null : all.itemPurchasePrice,
      itemPurchasePriceUnknown: Boolean(all.itemPurchasePriceUnknown),
    });
    setSaved(true);
    onSaved();
  });

  const fieldId = `purchase_price_${lineId}`;
  const shownError = values.itemPurchasePrice !== null || unknown ? errors.itemPurchasePrice?.[0] : undefined;
  return (
    <Form<PurchasePriceValues>
      form={form}
      name={`purchase_price_form_${lineId}`}
      className="troc-cart-line__purchase"
      initialValues={initial}
      onFinish={save.submit}
      onValuesChange={() => setSaved(false)}
      noValidate
    >
      <FormErrors messages={save.errors} />
      <Typography.Text strong>{p.title}</Typography.Text>
      <Flex gap={12} align="center" wrap>
        <Form.Item name="itemPurchasePrice" noStyle validateStatus={shownError ? 'error' : undefined}>
          <InputNumber
            id={fieldId}
            aria-label={t(p.label, { name })}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${fieldId}_error` : undefined}
            min={0}
            step={0.01}
            decimalSeparator=","
            disabled={unknown}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item name="itemPurchasePriceUnknown" noStyle valuePropName="checked">
          <Checkbox aria-label={t(p.unknown, { name })}>{fr.bilans.unknown}</Checkbox>
        </Form.Item>
        <Button htmlType="submit" loading={save.submitting} disabled={invalid}>
          {p.save}
        </Button>
        {saved ? (
          <Typography.Text type="success" role="status">
            {p.saved}
          </Typography.Text>
        ) : null}
      </Flex>
      {shownError ? (
        <Typography.Text type="danger" id={`${fieldId}_error`}>
          {shownError}
        </Typography.Text>
      ) : null}
      <Typography.Text type="secondary" className="troc-cart-line__help">
        {p.help}
      </Typography.Text>
    </Form>
  );
}
