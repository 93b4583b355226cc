import { Col, Form, Input, Row, Select, type ColProps, type FormInstance, type FormRule } from 'antd';
import { useEffect } from 'react';
import { LIMITS } from '@troc/shared';
import { useCityLookup } from './useCityLookup';

type NamePath = string | (string | number)[];

export interface PostalCityLabels {
  postal: string;
  city: string;
  cityPlaceholder: string;
  citySearching: string;
  cityUnknown: string;
}

export interface PostalCityFieldsProps {
  form: FormInstance;
  postalName: NamePath;
  cityName: NamePath;
  /** What the commune field holds: its INSEE code (`code`) or its name (`name`). */
  cityValue: 'code' | 'name';
  /** The saved place: its commune stays selectable until the lookup answers for the saved postal code. */
  saved: { postal: string | null; city: string | null; cityName: string | null } | null;
  labels: PostalCityLabels;
  postalRules?: FormRule[];
  cityRules?: FormRule[];
  /** Told when the lookup changed the commune by itself (a form tracking its unsaved changes). */
  onCityReset?: () => void;
  cols?: [ColProps, ColProps];
}

/**
 * The postal code, then its commune, looked up after a pause: every address form of the product
 * (listing, operation, exchange, convention) asks for a place the same way.
 */
export function PostalCityFields({
  form,
  postalName,
  cityName,
  cityValue,
  saved,
  labels,
  postalRules,
  cityRules,
  onCityReset,
  cols = [
    { xs: 24, sm: 8 },
    { xs: 24, sm: 16 },
  ],
}: PostalCityFieldsProps) {
  const postal = Form.useWatch(postalName, form) as string | undefined;
  const city = Form.useWatch(cityName, form) as string | undefined;
  const { cities, searching } = useCityLookup(postal);
  const valueOf = (option: { value: string; data: string }) => (cityValue === 'code' ? option.data : option.value);
  const kept = saved?.city && saved.postal === postal?.trim() ? saved : null;
  const options = cities.length
    ? cities.map((option) => ({ value: valueOf(option), label: option.value }))
    : kept
      ? [{ value: kept.city!, label: kept.cityName ?? kept.city! }]
      : [];

  // Each answer of the lookup: keep the commune if it still matches, take the only one, or ask again.
  useEffect(() => {
    if (searching || cities.length === 0) return;
    if (city && cities.some((option) => valueOf(option) === city)) return;
    form.setFieldValue(cityName, cities.length === 1 ? valueOf(cities[0]!) : undefined);
    onCityReset?.();
  }, [cities, searching]);

  const lookedUp = (postal ?? '').trim().length >= LIMITS.postalLookup.minDigits;
  const noCity = lookedUp && !searching && cities.length === 0 && !kept;

  return (
    <Row gutter={16}>
      <Col {...cols[0]}>
        <Form.Item name={postalName} label={labels.postal} required rules={postalRules}>
          <Input inputMode="numeric" maxLength={LIMITS.profile.postalCodeLength} autoComplete="postal-code" />
        </Form.Item>
      </Col>
      <Col {...cols[1]}>
        <Form.Item
          name={cityName}
          label={labels.city}
          required
          rules={cityRules}
          help={searching ? labels.citySearching : noCity ? labels.cityUnknown : undefined}
          validateStatus={noCity ? 'warning' : undefined}
        >
          <Select
            options={options}
            placeholder={labels.cityPlaceholder}
            loading={searching}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={null}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
