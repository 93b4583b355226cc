import { Col, Form, Input, Row, Select, type FormInstance, type FormRule } from 'antd';
import { useEffect } from 'react';
import { LIMITS, type TrackerView } from '@troc/shared';
import { useCityLookup } from '@troc/ui';
import { ui } from './labels';
import type { RecordValues } from './recordValues';

const e = ui.edit;

/** Where the goods are taken: the postal code, then its commune (looked up after a pause). */
export function RecordPlaceFields({
  form,
  saved,
  rule,
}: {
  form: FormInstance<RecordValues>;
  saved: TrackerView['address'];
  rule: (field: string) => FormRule;
}) {
  const postal = Form.useWatch('postal', form);
  const city = Form.useWatch('city', form);
  const { cities, searching } = useCityLookup(postal);
  const kept = saved && saved.postal === postal?.trim() ? saved : null;
  const options = cities.length
    ? cities.map((option) => ({ value: option.data, label: option.value }))
    : kept
      ? [{ value: kept.city, label: kept.cityName }]
      : [];

  useEffect(() => {
    if (searching || cities.length === 0) return;
    if (city && cities.some((option) => option.data === city)) return;
    form.setFieldValue('city', cities.length === 1 ? cities[0]!.data : undefined);
  }, [cities, searching]);

  const lookedUp = (postal ?? '').trim().length >= LIMITS.postalLookup.minDigits;
  const noCity = lookedUp && !searching && cities.length === 0 && !kept;

  return (
    <Row gutter={16}>
      <Col xs={24} sm={8}>
        <Form.Item name="postal" label={e.postal} required rules={[rule('postal')]}>
          <Input inputMode="numeric" maxLength={LIMITS.profile.postalCodeLength} autoComplete="postal-code" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={16}>
        <Form.Item
          name="city"
          label={e.city}
          required
          rules={[rule('city')]}
          help={searching ? e.citySearching : noCity ? e.cityUnknown : undefined}
          validateStatus={noCity ? 'warning' : undefined}
        >
          <Select
            options={options}
            placeholder={e.cityPlaceholder}
            loading={searching}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={null}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
