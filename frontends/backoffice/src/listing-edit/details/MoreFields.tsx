import { Checkbox, Col, DatePicker, Form, Input, Row, type FormRule } from 'antd';
import { LIMITS, type ListingFieldLabels } from '@troc/shared';
import { m } from '../../common/labels';

const d = m.details;
const LONG_TEXTS = [
  ['associatedConsumables', d.associatedConsumables],
  ['possibleUses', d.possibleUses],
  ['mandatorySkills', d.mandatorySkills],
] as const;

/** Taxonomy, brand (or supplier), expiry date, long texts and the TAMA flag. */
export function MoreFields({
  labels,
  disabled,
  rule,
}: {
  labels: ListingFieldLabels;
  disabled: boolean;
  rule: (field: string) => FormRule;
}) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="taxonomy" label={d.taxonomy} extra={d.taxonomyHelp} rules={[rule('taxonomy')]}>
            <Input disabled={disabled} maxLength={LIMITS.listing.taxonomyMax} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="brand" label={labels.manufacturer} rules={[rule('brand')]}>
            <Input disabled={disabled} maxLength={LIMITS.listing.brandMax} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="expiryDate" label={labels.date} rules={[rule('expiryDate')]}>
            <DatePicker
              disabled={disabled}
              format="DD/MM/YYYY"
              placeholder={d.datePlaceholder}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {LONG_TEXTS.map(([name, label]) => (
          <Col key={name} xs={24} lg={8}>
            <Form.Item name={name} label={label} rules={[rule(name)]}>
              <Input.TextArea disabled={disabled} rows={3} showCount maxLength={LIMITS.listing.longTextMax} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item name="tama" valuePropName="checked">
        <Checkbox disabled={disabled}>{d.tama}</Checkbox>
      </Form.Item>
    </>
  );
}
