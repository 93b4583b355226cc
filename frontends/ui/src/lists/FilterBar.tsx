import { Button, Flex, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import type { PerimeterFilterForm } from '@troc/shared';
import { NO_PERIMETER, ServicesFilter } from '../services/ServicesFilter';

/** One choice of a filter bar (a status, a type …), applied as soon as it changes. */
export interface FilterChoice<V> {
  name: Exclude<keyof V, 'keyword'> & string;
  label: string;
  /** Shown while nothing is chosen (« Tous », « Toutes »). */
  placeholder: string;
  options: { value: string; label: string }[];
  minWidth?: number;
}

export interface FilterBarProps<V extends { keyword?: string }> {
  /** The form's name, as the list loader sends it (troc_filter_form …). */
  name: string;
  /** The accessible name of the form. */
  label: string;
  choices: FilterChoice<V>[];
  keyword: { label: string; placeholder: string; search: string };
  resetLabel: string;
  values: V;
  onChange: (values: V) => void;
  /** Shows the user services filter (organisation admins only) whose fields travel with the others. */
  services?: boolean;
}

/**
 * The filter bar of a manager's list: choices apply at once, the keyword on search, and
 * « Réinitialiser » shows once something is filtered.
 */
export function FilterBar<V extends { keyword?: string }>({
  name,
  label,
  choices,
  keyword,
  resetLabel,
  values,
  onChange,
  services = false,
}: FilterBarProps<V>) {
  const [form] = Form.useForm<V>();
  useEffect(() => {
    const cleared = Object.fromEntries(choices.map((c) => [c.name, undefined]));
    form.setFieldsValue({ ...cleared, ...values, keyword: values.keyword ?? '' } as never);
  }, [form, values, choices]);
  // Fields the form does not hold (the services filter's) are kept from the current values.
  const apply = () => onChange({ ...values, ...form.getFieldsValue() });
  const filtered = Object.values(values).some((v) => (typeof v === 'string' ? v.trim() !== '' : Boolean(v)));

  return (
    <Form
      form={form}
      name={name}
      layout="vertical"
      aria-label={label}
      onValuesChange={(changed) => {
        if (!('keyword' in (changed as object))) apply();
      }}
      onFinish={apply}
    >
      <Flex gap={16} wrap align="flex-end">
        {choices.map((choice) => (
          <Form.Item
            key={choice.name}
            name={choice.name as never}
            label={choice.label}
            style={{ minWidth: choice.minWidth ?? 220, marginBottom: 0 }}
          >
            <Select allowClear placeholder={choice.placeholder} options={choice.options} />
          </Form.Item>
        ))}
        {services ? (
          <ServicesFilter
            value={values as PerimeterFilterForm}
            onChange={(chosen) => onChange({ ...values, ...NO_PERIMETER, ...chosen })}
          />
        ) : null}
        <Form.Item name="keyword" label={keyword.label} style={{ flex: '1 1 240px', marginBottom: 0 }}>
          <Input.Search
            placeholder={keyword.placeholder}
            enterButton={keyword.search}
            allowClear
            maxLength={255}
            onSearch={(text) => onChange({ ...values, ...form.getFieldsValue(), keyword: text })}
          />
        </Form.Item>
        {filtered ? (
          <Button type="link" onClick={() => onChange({} as V)}>
            {resetLabel}
          </Button>
        ) : null}
      </Flex>
    </Form>
  );
}
