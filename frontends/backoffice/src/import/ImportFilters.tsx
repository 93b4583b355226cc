import { Button, DatePicker, Flex, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { importStatusLabel, type ImportFilterForm } from '@troc/shared';
import { i, IMPORT_STATUS_ORDER } from './labels';

const f = i.filters;
const ISO = 'YYYY-MM-DD';
const DATE_FORMAT = 'DD/MM/YYYY';

interface FormValues {
  importStatus: string;
  importedAfter: Dayjs | null;
  importedBefore: Dayjs | null;
}

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, ISO).isValid();

/** The filters in the address: ?importStatus=…&importedAfter=YYYY-MM-DD&importedBefore=YYYY-MM-DD */
export function readImportFilters(params: URLSearchParams): ImportFilterForm {
  const status = params.get('importStatus');
  const after = params.get('importedAfter');
  const before = params.get('importedBefore');
  return {
    ...(status && (IMPORT_STATUS_ORDER as string[]).includes(status) ? { importStatus: status } : {}),
    ...(isDay(after) ? { importedAfter: after } : {}),
    ...(isDay(before) ? { importedBefore: before } : {}),
  };
}

const toForm = (filters: ImportFilterForm): FormValues => ({
  importStatus: filters.importStatus ?? '',
  importedAfter: filters.importedAfter ? dayjs(filters.importedAfter, ISO) : null,
  importedBefore: filters.importedBefore ? dayjs(filters.importedBefore, ISO) : null,
});

/** The import_filter_form the list sends: the empty values left out. */
export const fromForm = (values: Partial<FormValues>): ImportFilterForm => ({
  ...(values.importStatus ? { importStatus: values.importStatus } : {}),
  ...(values.importedAfter ? { importedAfter: values.importedAfter.format(ISO) } : {}),
  ...(values.importedBefore ? { importedBefore: values.importedBefore.format(ISO) } : {}),
});

/** « Mes imports »' filters, applied by « Filtrer ». */
export function ImportFilters({
  values,
  onChange,
}: {
  values: ImportFilterForm;
  onChange: (values: ImportFilterForm) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  useEffect(() => form.setFieldsValue(toForm(values)), [form, values]);
  const item = { style: { marginBottom: 0, flex: '1 1 180px' } };

  return (
    <Form<FormValues>
      form={form}
      name="import_filter_form"
      layout="vertical"
      aria-label={i.filtersLabel}
      initialValues={toForm(values)}
      onFinish={(submitted) => onChange(fromForm(submitted))}
    >
      <Flex gap={16} wrap align="flex-end">
        <Form.Item name="importStatus" label={f.importStatus} {...item}>
          <Select
            options={[
              { value: '', label: f.allStatuses },
              ...IMPORT_STATUS_ORDER.map((value) => ({ value, label: importStatusLabel(value) })),
            ]}
          />
        </Form.Item>
        <Form.Item name="importedAfter" label={f.importedAfter} {...item}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="importedBefore" label={f.importedBefore} {...item}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit">
            {f.apply}
          </Button>
        </Form.Item>
      </Flex>
    </Form>
  );
}
