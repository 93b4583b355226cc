import { Button, Flex, Form, Input, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { canFilterByServices, fr, perimeterOf, SwapType, type UserPerimeterType } from '@troc/shared';
import { NO_PERIMETER, ServicesFilter, useSession } from '@troc/ui';
import { isFiltered, pageStatuses, type TrackerFilterValues } from './filters';
import { ui } from './labels';

const f = ui.filters;
const EMPTY: TrackerFilterValues = { trackerStatus: [], swapType: [] };

interface FormValues {
  trackerStatus: TrackerFilterValues['trackerStatus'];
  swapType: TrackerFilterValues['swapType'];
  transactionDirection: TrackerFilterValues['transactionDirection'] | '';
  keyword: string;
  userPerimeterType?: UserPerimeterType;
}

const fromForm = (values: FormValues): TrackerFilterValues => ({
  trackerStatus: values.trackerStatus ?? [],
  swapType: values.swapType ?? [],
  transactionDirection: values.transactionDirection || undefined,
  keyword: values.keyword?.trim() || undefined,
  ...(values.userPerimeterType === 'perimeter' ? { userPerimeterType: 'perimeter' as const } : {}),
});

/** The filter bar of the exchange lists; a choice applies at once, the keyword on search. */
export function TrackerFilters({
  values,
  terminated,
  onChange,
}: {
  values: TrackerFilterValues;
  terminated: boolean;
  onChange: (values: TrackerFilterValues) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  useEffect(
    () =>
      form.setFieldsValue({
        ...values,
        transactionDirection: values.transactionDirection ?? '',
        keyword: values.keyword ?? '',
        userPerimeterType: values.userPerimeterType ?? 'user',
      }),
    [form, values],
  );
  const { user } = useSession();
  const admin = canFilterByServices(user?.roles ?? []);
  // The services filter's fields are not the form's: they are kept as they are.
  const apply = () => onChange({ ...perimeterOf(values), ...fromForm(form.getFieldsValue()) });

  return (
    <Form<FormValues>
      form={form}
      name="tracker_filter_form"
      layout="vertical"
      aria-label={f.label}
      onValuesChange={(changed) => {
        if (!('keyword' in changed)) apply();
      }}
      onFinish={apply}
    >
      <Flex gap={16} wrap align="flex-end">
        <Form.Item name="trackerStatus" label={f.status} style={{ minWidth: 220, marginBottom: 0 }}>
          <Select
            mode="multiple"
            allowClear
            placeholder={f.all}
            options={pageStatuses(terminated).map((value) => ({ value, label: f.statuses[value] }))}
          />
        </Form.Item>
        <Form.Item name="swapType" label={f.swapType} style={{ minWidth: 220, marginBottom: 0 }}>
          <Select
            mode="multiple"
            allowClear
            placeholder={f.all}
            options={Object.values(SwapType).map((value) => ({ value, label: fr.listing.swapTypes[value] }))}
          />
        </Form.Item>
        <Form.Item name="transactionDirection" label={f.direction} style={{ marginBottom: 0 }}>
          <Radio.Group
            optionType="button"
            options={[
              { value: '', label: f.all },
              { value: 'given', label: fr.tracker.directions.given },
              { value: 'received', label: fr.tracker.directions.received },
            ]}
          />
        </Form.Item>
        {admin ? (
          <Form.Item name="userPerimeterType" label={fr.perimeter.scope.label} style={{ marginBottom: 0 }}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'user', label: fr.perimeter.scope.user },
                { value: 'perimeter', label: fr.perimeter.scope.perimeter },
              ]}
            />
          </Form.Item>
        ) : null}
        <ServicesFilter value={values} onChange={(chosen) => onChange({ ...values, ...NO_PERIMETER, ...chosen })} />
        <Form.Item name="keyword" label={f.keyword} style={{ flex: '1 1 240px', marginBottom: 0 }}>
          <Input.Search
            placeholder={f.keywordPlaceholder}
            enterButton={f.search}
            allowClear
            maxLength={255}
            onSearch={(keyword) =>
              onChange({ ...perimeterOf(values), ...fromForm({ ...form.getFieldsValue(), keyword }) })
            }
          />
        </Form.Item>
        {isFiltered(values) ? (
          <Button type="link" onClick={() => onChange(EMPTY)}>
            {f.reset}
          </Button>
        ) : null}
      </Flex>
    </Form>
  );
}
