import { Col, Form, Input, InputNumber, Row, Select, type FormRule } from 'antd';
import { formatServiceName, fr, ItemState, LIMITS, type ServiceRef } from '@troc/shared';
import { ui } from './labels';

const e = ui.edit;

/** The goods: name, condition, unit weight, giving service, description and new price. */
export function RecordItemFields({
  services,
  rule,
}: {
  services: readonly ServiceRef[] | undefined;
  rule: (field: string) => FormRule;
}) {
  return (
    <>
      <Form.Item name="name" label={e.name} required rules={[rule('name')]}>
        <Input maxLength={LIMITS.listing.nameMax} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="itemState" label={e.itemState} required rules={[rule('itemState')]}>
            <Select
              options={Object.values(ItemState).map((value) => ({ value, label: fr.listing.itemStates[value] }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="itemWeight" label={e.itemWeight} required rules={[rule('itemWeight')]}>
            <InputNumber min={0} step={0.1} decimalSeparator="," style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="service" label={e.service} required rules={[rule('service')]}>
        <Select
          loading={!services}
          placeholder={services ? undefined : e.servicesLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(services ?? []).map((service) => ({ value: service.id, label: formatServiceName(service.name) }))}
        />
      </Form.Item>
      <Form.Item name="description" label={e.description} required rules={[rule('description')]}>
        <Input.TextArea rows={4} showCount maxLength={LIMITS.listing.descriptionMax} />
      </Form.Item>
      <Form.Item name="itemPurchasePrice" label={e.itemPurchasePrice} required rules={[rule('itemPurchasePrice')]}>
        <InputNumber min={0} step={1} decimalSeparator="," style={{ width: '100%', maxWidth: 240 }} />
      </Form.Item>
    </>
  );
}
