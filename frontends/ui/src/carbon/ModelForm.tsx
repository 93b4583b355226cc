import { Alert, Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { fr, IMPACT_UNITS } from '@troc/shared';
import { DialogForm } from '../forms/DialogForm';
import { FormErrors } from '../forms/FormErrors';
import { useFormSubmit } from '../forms/useFormSubmit';

const m = fr.impact.modal;
const units = IMPACT_UNITS.map((u) => ({ value: u.code, label: `${u.label} (${u.symbol})` }));

/** The fields a 422 may name (category errors are the server's 404, shown by the global modals). */
const FIELDS = [
  'title',
  'description',
  'inputUnit1',
  'inputUnit2',
  'emissionFactor',
  'sourceLabel',
  'sourceVersion',
  'displayDate',
] as const;

export interface ModelFormValues {
  categoryId?: number;
  title: string;
  description?: string | null;
  inputUnit1: string;
  inputUnit2?: string | null;
  emissionFactor: number;
  quantity?: number;
  sourceLabel: string;
  sourceVersion?: string | null;
  displayDate?: string | null;
}

export interface ModelFormProps {
  /** The form's accessible name. */
  label: string;
  /** Shown above the fields (the carbon modal names the category chosen in its tree). */
  heading?: ReactNode;
  /** The category's field when the form chooses it (the library page's tree select). */
  categoryField?: ReactNode;
  /** The quantity of the model's input per unit of the listing, asked when the model is made for one. */
  withQuantity?: boolean;
  initialValues?: Partial<ModelFormValues>;
  saveLabel: string;
  send: (values: ModelFormValues) => Promise<{ message: string }>;
  onDone: (answer: { message: string }) => void;
  onCancel: () => void;
}

/**
 * The organisation's own impact model (supporting §3, §4): the one form of the carbon modal
 * (a model made for a listing or an exchange) and of the library page (created or edited).
 */
export function ModelForm({
  label,
  heading,
  categoryField,
  withQuantity = false,
  initialValues,
  saveLabel,
  send,
  onDone,
  onCancel,
}: ModelFormProps) {
  const [form] = Form.useForm<ModelFormValues>();
  const [missingUnit, setMissingUnit] = useState(false);
  const fields = useMemo(() => (withQuantity ? [...FIELDS, 'quantity'] : FIELDS), [withQuantity]);
  const sendValues = useCallback((values: ModelFormValues) => send(values), [send]);
  const { submit, submitting, errors } = useFormSubmit<ModelFormValues, { message: string }>(form, fields, sendValues);
  return (
    <DialogForm<ModelFormValues>
      form={form}
      layout="vertical"
      aria-label={label}
      initialValues={initialValues}
      onFinish={async (values) => {
        const answer = await submit(values);
        if (answer) onDone(answer);
      }}
    >
      {heading}
      <FormErrors messages={errors} />
      {categoryField}
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
        <Select options={units} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      {missingUnit ? <Alert type="info" showIcon title={m.missingUnit} description={m.missingUnitHelp} /> : null}
      <Form.Item name="inputUnit2" label={m.fields.inputUnit2}>
        <Select options={units} allowClear showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item
        name="emissionFactor"
        label={m.fields.emissionFactor}
        rules={[{ required: true, message: fr.impact.errors.factor }]}
      >
        <InputNumber min={0} step={0.001} decimalSeparator="," style={{ width: '100%' }} />
      </Form.Item>
      {withQuantity ? (
        <Form.Item name="quantity" label={m.fields.quantity}>
          <InputNumber min={0} decimalSeparator="," style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
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
          {saveLabel}
        </Button>
        <Button onClick={onCancel}>{m.cancel}</Button>
      </Space>
    </DialogForm>
  );
}
