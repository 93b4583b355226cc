import { Button, Flex, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { PublicationStatus, RequestType, VISIBILITY_ORDER, type MyListingsForm } from '@troc/shared';
import { L, m } from '../common/labels';

const f = m.mine;

export interface ListingFilterValues {
  requestType?: RequestType;
  publicationStatus?: PublicationStatus;
  visibility?: (typeof VISIBILITY_ORDER)[number];
  keyword?: string;
}

const STATUS_ORDER: PublicationStatus[] = [
  PublicationStatus.Draft,
  PublicationStatus.ToModerate,
  PublicationStatus.ToPublish,
  PublicationStatus.Published,
  PublicationStatus.Unavailable,
  PublicationStatus.Expired,
  PublicationStatus.Archived,
];

/** The troc_filter_form fields the loader sends (supporting §7: requestType, publicationStatus, visibility, keyword). */
export function toFilterForm(values: ListingFilterValues): MyListingsForm {
  const form: MyListingsForm = {};
  if (values.requestType) form.requestType = values.requestType;
  if (values.publicationStatus) form.publicationStatus = values.publicationStatus;
  if (values.visibility) form.visibility = values.visibility;
  if (values.keyword?.trim()) form.keyword = values.keyword.trim();
  return form;
}

/** Filter bar of "Mes annonces"; a choice applies at once, the keyword on search. */
export function ListingFilters({
  values,
  onChange,
}: {
  values: ListingFilterValues;
  onChange: (values: ListingFilterValues) => void;
}) {
  const [form] = Form.useForm<ListingFilterValues>();
  useEffect(() => form.setFieldsValue({ ...values, keyword: values.keyword ?? '' }), [form, values]);
  const apply = () => onChange(form.getFieldsValue());
  const filtered = Boolean(values.requestType || values.publicationStatus || values.visibility || values.keyword);

  return (
    <Form
      form={form}
      name="troc_filter_form"
      layout="vertical"
      aria-label={f.filters}
      onValuesChange={(changed) => {
        if (!('keyword' in changed)) apply();
      }}
      onFinish={apply}
    >
      <Flex gap={16} wrap align="flex-end">
        <Form.Item name="requestType" label={f.requestType} style={{ minWidth: 160, marginBottom: 0 }}>
          <Select
            allowClear
            placeholder={f.all}
            options={Object.values(RequestType).map((value) => ({ value, label: L.requestTypes[value] }))}
          />
        </Form.Item>
        <Form.Item name="publicationStatus" label={f.publicationStatus} style={{ minWidth: 220, marginBottom: 0 }}>
          <Select
            allowClear
            placeholder={f.all}
            options={STATUS_ORDER.map((value) => ({ value, label: L.statuses[value] }))}
          />
        </Form.Item>
        <Form.Item name="visibility" label={f.visibility} style={{ minWidth: 220, marginBottom: 0 }}>
          <Select
            allowClear
            placeholder={f.allFeminine}
            options={VISIBILITY_ORDER.map((value) => ({ value, label: L.visibilities[value] }))}
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
