import { Button, Card, Checkbox, Flex, Form, InputNumber, Select, Typography, type FormRule } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AccountingUnit, ECO_GAIN_MESSAGES, formatEuros, fr, validateBilans, type TrackerView } from '@troc/shared';
import { FormErrors, useFormSubmit } from '@troc/ui';
import { calculateEcoGain, saveBilans, trackerKeys } from './api';
import { BILANS_AMOUNTS, BILANS_FIELDS, bilansPayload, initialBilans, type BilansFormValues } from './bilansValues';
import { useStoreTracker } from './useTrackerAction';
import { conventionUi } from '@troc/shared/messages/ui-convention';

const b = conventionUi.bilans;
const GAIN_DEBOUNCE_MS = 300;

/** A value once it has stopped changing for a moment (compared by its JSON). */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [key]);
  return settled;
}

/**
 * The bilans of an exchange (the manager's side, core §5): the accounting value per unit or for the
 * lot, the transport fee and the new value, each possibly « Inconnu » (its field is then disabled),
 * with the economic gain the calculator gives as they are typed. The shared rules run here first;
 * the button waits until every amount is valid.
 */
export function BilansForm({ tracker }: { tracker: TrackerView }) {
  const [form] = Form.useForm<BilansFormValues>();
  const store = useStoreTracker();
  const [initial] = useState(() => initialBilans(tracker));
  const [saved, setSaved] = useState(false);
  const values = Form.useWatch((all: BilansFormValues) => all, { form, preserve: true }) ?? initial;
  const payload = bilansPayload(values);
  const errors = validateBilans(payload);
  const amountError = BILANS_AMOUNTS.some(({ field }) => errors[field]?.length);
  const settled = useSettled(payload, GAIN_DEBOUNCE_MS);
  const gain = useQuery({
    queryKey: trackerKeys.ecoGain(tracker.slug, settled),
    queryFn: ({ signal }) => calculateEcoGain(tracker.slug, settled, signal),
    placeholderData: keepPreviousData,
  });

  const rule = (field: string): FormRule => ({
    validator: () => {
      const found = validateBilans(bilansPayload(form.getFieldsValue(true)))[field];
      return found?.length ? Promise.reject(new Error(found[0])) : Promise.resolve();
    },
  });

  const save = useFormSubmit(form, BILANS_FIELDS, async (sent: BilansFormValues) => {
    const answer = await saveBilans(tracker.slug, bilansPayload({ ...form.getFieldsValue(true), ...sent }));
    store(answer.tracker);
    setSaved(true);
  });

  const labels: Record<(typeof BILANS_AMOUNTS)[number]['field'], string> = {
    accountingValue: b.accountingValue,
    accountingTransportFee: b.accountingTransportFee,
    itemPurchasePrice: b.itemPurchasePrice,
  };
  const amount = gain.data?.economic_gain;

  return (
    <Card title={<h2 className="troc-tracker-title">{b.title}</h2>}>
      <Typography.Paragraph type="secondary">{b.intro}</Typography.Paragraph>
      <Form<BilansFormValues>
        form={form}
        name="bilans_form"
        layout="vertical"
        aria-label={b.formLabel}
        initialValues={initial}
        onFinish={save.submit}
        onValuesChange={() => setSaved(false)}
        noValidate
      >
        <FormErrors messages={save.errors} />
        <Form.Item name="accountingUnit" label={b.accountingUnit} required rules={[rule('accountingUnit')]}>
          <Select
            options={Object.values(AccountingUnit).map((unit) => ({
              value: unit,
              label: fr.bilans.accountingUnits[unit],
            }))}
          />
        </Form.Item>
        {BILANS_AMOUNTS.map(({ field, unknown }) => {
          const isUnknown = Boolean(values[unknown]);
          return (
            <Form.Item
              key={field}
              label={labels[field]}
              htmlFor={`bilans_form_${field}`}
              required={!isUnknown}
              style={{ marginBottom: 16 }}
            >
              <Flex gap={12} align="center" wrap>
                <Form.Item name={field} noStyle rules={[rule(field)]} dependencies={[unknown]}>
                  <InputNumber min={0} step={0.01} decimalSeparator="," disabled={isUnknown} style={{ width: 180 }} />
                </Form.Item>
                <Form.Item name={unknown} noStyle valuePropName="checked">
                  <Checkbox>
                    {fr.bilans.unknown}
                    <span className="troc-sr-only"> : {labels[field]}</span>
                  </Checkbox>
                </Form.Item>
              </Flex>
            </Form.Item>
          );
        })}
        <div className="troc-bilans__gain" role="status" aria-live="polite">
          <Typography.Text>{b.gain} : </Typography.Text>
          <Typography.Text strong data-testid="eco-gain">
            {gain.data
              ? amount === null || amount === undefined
                ? fr.bilans.unknown
                : formatEuros(amount)
              : b.calculating}
          </Typography.Text>
          {gain.data?.errors.length ? (
            <ul className="troc-bilans__missing">
              {gain.data.errors.map((error) => (
                <li key={error}>{ECO_GAIN_MESSAGES[error]}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {fr.bilans.formula}
        </Typography.Paragraph>
        <Flex gap={16} align="center" wrap>
          <Button type="primary" htmlType="submit" loading={save.submitting} disabled={amountError}>
            {b.save}
          </Button>
          {saved ? (
            <Typography.Text type="success" role="status">
              {b.saved}
            </Typography.Text>
          ) : null}
        </Flex>
      </Form>
    </Card>
  );
}
