import { Alert, Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { DialogForm } from '../forms/DialogForm';
import { useCallback, useState } from 'react';
import { fr, IMPACT_UNITS, t, type ImpactActionResponse, type ImpactMode } from '@troc/shared';
import { FormErrors } from '../forms/FormErrors';
import { useFormSubmit } from '../forms/useFormSubmit';
import { addModel } from './api';

const m = fr.impact.modal;
const units = IMPACT_UNITS.map((u) => ({ value: u.code, label: `${u.label} (${u.symbol})` }));

const FIELDS = [
  'title',
  'description',
  'inputUnit1',
  'inputUnit2',
  'emissionFactor',
  'sourceLabel',
  'sourceVersion',
  'displayDate',
  'quantity',
] as const;

interface Values {
  title: string;
  description?: string;
  inputUnit1: string;
  inputUnit2?: string;
  emissionFactor: number;
  sourceLabel: string;
  sourceVersion?: string;
  displayDate?: string;
  quantity?: number;
}

/** add: the organisation's own model (supporting §4), in the category chosen in the tree. */
export function AddModelForm({
  mode,
  slug,
  category,
  onDone,
  onCancel,
}: {
  mode: ImpactMode;
  slug: string;
  category: { id: number; title: string };
  onDone: (answer: ImpactActionResponse) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [missingUnit, setMissingUnit] = useState(false);
  const send = useCallback((values: Values) => addModel(mode, slug, category.id, values), [mode, slug, category.id]);
  const { submit, submitting, errors } = useFormSubmit<Values, ImpactActionResponse>(form, FIELDS, send);
  return (
    <DialogForm<Values>
      form={form}
      layout="vertical"
      aria-label={m.addTitle}
      onFinish={async (values) => {
        const answer = await submit(values);
        if (answer) onDone(answer);
      }}
    >
      <Typography.Title level={4}>{m.addTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(m.addCategory, { category: category.title })}</Typography.Paragraph>
      <FormErrors messages={errors} />
      <Form.Item name="title" label={m.fields.title} rules={[{ required: true, message: fr.validation.required }]}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="description" label={m.fields.description}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <Form.Item
        name="inputUnit1"
        label={m.fields.inputUnit1}
        rules={[{ required: true, message: fr.impact.errors.unit }]}
        extra={
          <Button type="link" size="small" onClick={() => setMissingUnit((v) => !v)} aria-expanded={missingUnit}>
            {m.missingUnit}
          </Button>
        }
      >
        <Select options={units} showSearch optionFilterProp="label" />
      </Form.Item>
      {missingUnit ? <Alert type="info" showIcon title={m.missingUnit} description={m.missingUnitHelp} /> : null}
      <Form.Item name="inputUnit2" label={m.fields.inputUnit2}>
        <Select options={units} allowClear showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item
        name="emissionFactor"
        label={m.fields.emissionFactor}
        rules={[{ required: true, message: fr.impact.errors.factor }]}
      >
        <InputNumber min={0} step={0.001} decimalSeparator="," style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="quantity" label={m.fields.quantity}>
        <InputNumber min={0} decimalSeparator="," style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="sourceLabel"
        label={m.fields.sourceLabel}
        rules={[{ required: true, message: fr.validation.required }]}
      >
        <Input maxLength={255} />
      </Form.Item>
      <Space wrap>
        <Form.Item name="sourceVersion" label={m.fields.sourceVersion}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="displayDate" label={m.fields.displayDate}>
          <Input type="date" />
        </Form.Item>
      </Space>
      <Space>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {m.save}
        </Button>
        <Button onClick={onCancel}>{m.cancel}</Button>
      </Space>
    </DialogForm>
  );
}
