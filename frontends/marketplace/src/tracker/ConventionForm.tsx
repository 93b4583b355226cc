import { Button, Checkbox, Col, Flex, Form, Input, Row, Select, Typography, type FormRule } from 'antd';
import { useEffect, useState } from 'react';
import { fr, LIMITS, type ConventionView } from '@troc/shared';
import { FormErrors, rules, useCityLookup, useFormSubmit } from '@troc/ui';
import { saveConventionForm } from './api';
import { useStoreConvention } from './useConvention';

const f = fr.ui.convention.form;
const FIELDS = ['regularizedConvention', 'cerfaUserCompanyAddress.postal', 'cerfaUserCompanyAddress.city'] as const;

interface Values {
  regularizedConvention: boolean;
  cerfaUserCompanyAddress: { postal?: string; city?: string };
}

const postalRule: FormRule = {
  validator: (_, value?: string) =>
    !value?.trim() || /^\d{4,5}$/.test(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error(fr.validation.postalCode)),
};

/**
 * The convention form (the manager's): a convention signed outside the platform, and the address
 * of the taker's organisation for the CERFA annex (postal code, then its commune).
 */
export function ConventionForm({ slug, convention }: { slug: string; convention: ConventionView }) {
  const [form] = Form.useForm<Values>();
  const store = useStoreConvention(slug);
  const [saved, setSaved] = useState(false);
  const postal = Form.useWatch(['cerfaUserCompanyAddress', 'postal'], form);
  const city = Form.useWatch(['cerfaUserCompanyAddress', 'city'], form);
  const { cities, searching } = useCityLookup(postal);
  const known = convention.cerfaUserCompanyAddress;
  const kept = known.city && known.postal === postal?.trim() ? known.city : null;
  const options = cities.length
    ? cities.map((option) => ({ value: option.value, label: option.value }))
    : kept
      ? [{ value: kept, label: kept }]
      : [];

  useEffect(() => {
    if (searching || cities.length === 0) return;
    if (city && cities.some((option) => option.value === city)) return;
    form.setFieldValue(['cerfaUserCompanyAddress', 'city'], cities.length === 1 ? cities[0]!.value : undefined);
  }, [cities, searching]);

  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: Values) => {
    store(
      await saveConventionForm(slug, {
        regularizedConvention: Boolean(values.regularizedConvention),
        cerfaUserCompanyAddress: {
          postal: values.cerfaUserCompanyAddress.postal?.trim() ?? '',
          city: values.cerfaUserCompanyAddress.city ?? '',
        },
      }),
    );
    setSaved(true);
  });

  const lookedUp = (postal ?? '').trim().length >= LIMITS.postalLookup.minDigits;
  const noCity = lookedUp && !searching && cities.length === 0 && !kept;

  return (
    <Form<Values>
      form={form}
      name="convention_form"
      layout="vertical"
      aria-label={f.label}
      initialValues={{
        regularizedConvention: convention.regularizedConvention,
        cerfaUserCompanyAddress: { postal: known.postal ?? '', city: known.city ?? undefined },
      }}
      onFinish={submit}
      onValuesChange={() => setSaved(false)}
      noValidate
    >
      <FormErrors messages={errors} />
      <Form.Item name="regularizedConvention" valuePropName="checked" extra={f.regularizedHelp}>
        <Checkbox>{f.regularized}</Checkbox>
      </Form.Item>
      <Typography.Text strong>{f.cerfa}</Typography.Text>
      <Row gutter={12} style={{ marginTop: 8 }}>
        <Col xs={24} sm={9}>
          <Form.Item
            name={['cerfaUserCompanyAddress', 'postal']}
            label={f.postal}
            required
            rules={[rules.required(), postalRule]}
          >
            <Input inputMode="numeric" maxLength={LIMITS.profile.postalCodeLength} autoComplete="postal-code" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={15}>
          <Form.Item
            name={['cerfaUserCompanyAddress', 'city']}
            label={f.city}
            required
            rules={[rules.required()]}
            help={searching ? f.citySearching : noCity ? f.cityUnknown : undefined}
            validateStatus={noCity ? 'warning' : undefined}
          >
            <Select
              options={options}
              placeholder={f.cityPlaceholder}
              loading={searching}
              showSearch={{ optionFilterProp: 'label' }}
              notFoundContent={null}
            />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap={12} align="center" wrap>
        <Button htmlType="submit" loading={submitting}>
          {f.save}
        </Button>
        {saved ? (
          <Typography.Text type="success" role="status">
            {f.saved}
          </Typography.Text>
        ) : null}
      </Flex>
    </Form>
  );
}
