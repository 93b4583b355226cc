import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Switch, Table, Typography } from 'antd';
import { useMemo } from 'react';
import {
  fr,
  SHIPPING_AREAS,
  shippingAreaName,
  t,
  type ShippingArea,
  type ShippingProviderView,
  type ShippingUnit,
} from '@troc/shared';
import { FormErrors, rules, useFormSubmit } from '@troc/ui';
import { saveProvider, type ShippingProviderForm } from './api';
import { shippingUi } from '@troc/shared/messages/ui-shipping';

const a = shippingUi.admin;
const UNITS: ShippingUnit[] = ['Kilogram', 'Meter'];

interface RateValues {
  area?: ShippingArea;
  unit?: ShippingUnit;
  maxThreshold?: number | null;
  price?: number | null;
}

interface Values {
  name?: string;
  slug?: string;
  enabled: boolean;
  insurancePerMille?: number | null;
  rates: RateValues[];
}

const initial = (provider: ShippingProviderView | null): Values =>
  provider
    ? {
        name: provider.name,
        slug: provider.slug,
        enabled: provider.enabled,
        insurancePerMille: provider.insurancePerMille,
        rates: provider.rates.map(({ area, unit, maxThreshold, price }) => ({ area, unit, maxThreshold, price })),
      }
    : { enabled: true, insurancePerMille: 0, rates: [{ area: 'metropole', unit: 'Kilogram' }] };

const toForm = (values: Values): ShippingProviderForm => ({
  name: values.name?.trim() ?? '',
  ...(values.slug?.trim() ? { slug: values.slug.trim() } : {}),
  enabled: values.enabled,
  insurancePerMille: values.insurancePerMille ?? 0,
  rates: values.rates.map((rate) => ({
    area: rate.area!,
    unit: rate.unit!,
    maxThreshold: rate.maxThreshold ?? NaN,
    price: rate.price ?? NaN,
  })),
});

const positive = { required: true, message: fr.validation.required };

/** A carrier's form: its name, whether it is offered, its insurance and its grid, one line per row. */
export function ProviderForm({
  provider,
  onSaved,
  onCancel,
}: {
  provider: ShippingProviderView | null;
  onSaved: (all: ShippingProviderView[]) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const values = useMemo(() => initial(provider), [provider]);
  const rateCount = Form.useWatch('rates', form)?.length ?? values.rates.length;
  const fields = useMemo(
    () => [
      'name',
      'slug',
      'enabled',
      'insurancePerMille',
      ...Array.from({ length: rateCount }, (_, i) =>
        ['area', 'unit', 'maxThreshold', 'price'].map((field) => `rates.${i}.${field}`),
      ).flat(),
    ],
    [rateCount],
  );
  const { submit, submitting, errors } = useFormSubmit(form, fields, async (sent: Values) =>
    onSaved(await saveProvider(provider?.id ?? null, toForm(sent))),
  );
  const id = provider ? `provider-${provider.id}` : 'provider-new';

  return (
    <Card
      title={
        <h2 className="troc-shipping-admin__title">{provider ? t(a.formEdit, { name: provider.name }) : a.formNew}</h2>
      }
    >
      <Form<Values>
        form={form}
        name={id}
        layout="vertical"
        initialValues={values}
        onFinish={submit}
        aria-label={provider ? t(a.formEdit, { name: provider.name }) : a.formNew}
        noValidate
      >
        <FormErrors messages={errors} />
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={a.name} required rules={[rules.required(), ...rules.length(2, 255)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="slug" label={a.slug} extra={a.slugHelp}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="insurancePerMille" label={a.insuranceField} rules={[positive]}>
              <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="enabled" label={a.enabledField} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {a.grid}
        </Typography.Title>
        <Form.List name="rates">
          {(rows, { add, remove }) => (
            <Flex vertical gap={12}>
              <Table
                rowKey="key"
                dataSource={rows}
                pagination={false}
                size="small"
                caption={<span className="troc-sr-only">{a.grid}</span>}
                columns={[
                  {
                    key: 'area',
                    title: a.area,
                    render: (_, row) => (
                      <Form.Item name={[row.name, 'area']} rules={[positive]} style={{ margin: 0 }}>
                        <Select
                          aria-label={`${a.area} ${row.name + 1}`}
                          options={SHIPPING_AREAS.map((area) => ({ value: area, label: shippingAreaName(area) }))}
                          style={{ minWidth: 180 }}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'unit',
                    title: a.unit,
                    render: (_, row) => (
                      <Form.Item name={[row.name, 'unit']} rules={[positive]} style={{ margin: 0 }}>
                        <Select
                          aria-label={`${a.unit} ${row.name + 1}`}
                          options={UNITS.map((unit) => ({ value: unit, label: a.unitNames[unit] }))}
                          style={{ minWidth: 140 }}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'threshold',
                    title: a.threshold,
                    render: (_, row) => (
                      <Form.Item name={[row.name, 'maxThreshold']} rules={[positive]} style={{ margin: 0 }}>
                        <InputNumber aria-label={`${a.threshold} ${row.name + 1}`} min={0.01} decimalSeparator="," />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'price',
                    title: a.price,
                    render: (_, row) => (
                      <Form.Item name={[row.name, 'price']} rules={[positive]} style={{ margin: 0 }}>
                        <InputNumber aria-label={`${a.price} ${row.name + 1}`} min={0.01} decimalSeparator="," />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'remove',
                    title: <span className="troc-sr-only">{a.remove}</span>,
                    render: (_, row) => (
                      <Button
                        type="text"
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={`${a.remove} ${row.name + 1}`}
                        onClick={() => remove(row.name)}
                      />
                    ),
                  },
                ]}
              />
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => add({ area: 'metropole', unit: 'Kilogram' })}
                style={{ alignSelf: 'start' }}
              >
                {a.addRate}
              </Button>
            </Flex>
          )}
        </Form.List>
        <Flex gap={8} style={{ marginTop: 24 }}>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {a.save}
          </Button>
          <Button onClick={onCancel} disabled={submitting}>
            {a.cancel}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
