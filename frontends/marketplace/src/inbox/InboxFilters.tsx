import { Button, DatePicker, Flex, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { fr, INBOX_ORIGINS, INBOX_SORTS, INBOX_STATUSES, ThreadType } from '@troc/shared';
import { DEFAULT_FILTERS, isFiltered, type InboxFilterValues } from './filters';

const f = fr.inbox.ui;
const ISO = 'YYYY-MM-DD';
const DATE_FORMAT = 'DD/MM/YYYY';

interface FormValues {
  status: InboxFilterValues['status'];
  threadType: ThreadType | '';
  origin: InboxFilterValues['origin'] | '';
  sort: InboxFilterValues['sort'];
  keyword: string;
  sentAfter: Dayjs | null;
  sentBefore: Dayjs | null;
}

const toForm = (values: InboxFilterValues): FormValues => ({
  status: values.status,
  threadType: values.threadType ?? '',
  origin: values.origin ?? '',
  sort: values.sort,
  keyword: values.keyword ?? '',
  sentAfter: values.sentAfter ? dayjs(values.sentAfter, ISO) : null,
  sentBefore: values.sentBefore ? dayjs(values.sentBefore, ISO) : null,
});

export const fromForm = (values: Partial<FormValues>): InboxFilterValues => ({
  status: values.status ?? 'open',
  threadType: values.threadType || undefined,
  origin: values.origin || undefined,
  sort: values.sort ?? 'recent',
  keyword: values.keyword?.trim() || undefined,
  sentAfter: values.sentAfter ? values.sentAfter.format(ISO) : undefined,
  sentBefore: values.sentBefore ? values.sentBefore.format(ISO) : undefined,
});

/** The inbox filters (inbox_filter_form): a choice applies at once, the keyword on search. */
export function InboxFilters({
  values,
  onChange,
}: {
  values: InboxFilterValues;
  onChange: (values: InboxFilterValues) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  useEffect(() => form.setFieldsValue(toForm(values)), [form, values]);
  const apply = () => onChange(fromForm(form.getFieldsValue()));
  const item = { style: { marginBottom: 8 } };

  return (
    <Form<FormValues>
      form={form}
      name="inbox_filter_form"
      layout="vertical"
      aria-label={f.filters}
      onValuesChange={(changed) => {
        if (!('keyword' in changed)) apply();
      }}
      onFinish={apply}
    >
      <Form.Item name="keyword" label={f.keyword} {...item}>
        <Input.Search
          enterButton={f.search}
          allowClear
          maxLength={255}
          onSearch={(keyword) => onChange(fromForm({ ...form.getFieldsValue(), keyword }))}
        />
      </Form.Item>
      <Flex gap={8} wrap>
        <Form.Item name="status" label={f.status} {...item} style={{ ...item.style, flex: '1 1 140px' }}>
          <Select
            options={[
              ...INBOX_STATUSES.map((value) => ({ value, label: f.statuses[value] })),
              { value: 'all', label: f.all },
            ]}
          />
        </Form.Item>
        <Form.Item name="threadType" label={f.type} {...item} style={{ ...item.style, flex: '1 1 180px' }}>
          <Select
            options={[
              { value: '', label: f.all },
              ...Object.values(ThreadType).map((value) => ({ value, label: fr.inbox.threadTypes[value] })),
            ]}
          />
        </Form.Item>
        <Form.Item name="origin" label={f.origin} {...item} style={{ ...item.style, flex: '1 1 140px' }}>
          <Select
            options={[
              { value: '', label: f.all },
              ...INBOX_ORIGINS.map((value) => ({ value, label: f.origins[value] })),
            ]}
          />
        </Form.Item>
        <Form.Item name="sort" label={f.sort} {...item} style={{ ...item.style, flex: '1 1 140px' }}>
          <Select options={INBOX_SORTS.map((value) => ({ value, label: f.sorts[value] }))} />
        </Form.Item>
        <Form.Item name="sentAfter" label={f.sentAfter} {...item} style={{ ...item.style, flex: '1 1 140px' }}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="sentBefore" label={f.sentBefore} {...item} style={{ ...item.style, flex: '1 1 140px' }}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      {isFiltered(values) ? (
        <Button type="link" onClick={() => onChange(DEFAULT_FILTERS)} style={{ paddingInline: 0 }}>
          {f.reset}
        </Button>
      ) : null}
    </Form>
  );
}
