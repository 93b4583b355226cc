import { Button, Flex, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { PublicationStatus, fr } from '@troc/shared';
import type { OperationFilterForm } from './api';
import { o } from './labels';

const f = o.mine;

/** The statuses an operation goes through (no moderation, no stock). */
export const OPERATION_STATUSES: PublicationStatus[] = [
  PublicationStatus.Draft,
  PublicationStatus.ToPublish,
  PublicationStatus.Published,
  PublicationStatus.Expired,
  PublicationStatus.Archived,
];

/** Filters and their address: ?publicationStatus=…&keyword=… */
export function readOperationFilters(params: URLSearchParams): OperationFilterForm {
  const status = params.get('publicationStatus');
  const keyword = params.get('keyword')?.trim();
  return {
    ...(status && (OPERATION_STATUSES as string[]).includes(status)
      ? { publicationStatus: status as PublicationStatus }
      : {}),
    ...(keyword ? { keyword } : {}),
  };
}

export function writeOperationFilters(filters: OperationFilterForm): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.publicationStatus) search.set('publicationStatus', filters.publicationStatus);
  if (filters.keyword?.trim()) search.set('keyword', filters.keyword.trim());
  return search;
}

/** The filter bar of « Mes opérations »: the status applies at once, the keyword on search. */
export function OperationFilters({
  values,
  onChange,
}: {
  values: OperationFilterForm;
  onChange: (values: OperationFilterForm) => void;
}) {
  const [form] = Form.useForm<OperationFilterForm>();
  useEffect(
    () => form.setFieldsValue({ publicationStatus: undefined, ...values, keyword: values.keyword ?? '' }),
    [form, values],
  );
  const filtered = Boolean(values.publicationStatus || values.keyword);
  return (
    <Form
      form={form}
      name="operation_filter_form"
      layout="vertical"
      aria-label={f.filters}
      onValuesChange={(changed) => {
        if (!('keyword' in changed)) onChange(form.getFieldsValue());
      }}
      onFinish={() => onChange(form.getFieldsValue())}
    >
      <Flex gap={16} wrap align="flex-end">
        <Form.Item name="publicationStatus" label={f.publicationStatus} style={{ minWidth: 220, marginBottom: 0 }}>
          <Select
            allowClear
            placeholder={f.all}
            options={OPERATION_STATUSES.map((value) => ({ value, label: fr.listing.statuses[value] }))}
          />
        </Form.Item>
        <Form.Item name="keyword" label={f.keyword} style={{ flex: '1 1 240px', marginBottom: 0 }}>
          <Input.Search
            placeholder={f.keywordPlaceholder}
            enterButton={f.search}
            allowClear
            maxLength={255}
            onSearch={(keyword) => onChange({ ...form.getFieldsValue(), keyword })}
          />
        </Form.Item>
        {filtered ? (
          <Button type="link" onClick={() => onChange({})}>
            {f.reset}
          </Button>
        ) : null}
      </Flex>
    </Form>
  );
}
