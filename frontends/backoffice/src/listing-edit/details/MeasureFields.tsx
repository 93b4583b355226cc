import { Col, Form, InputNumber, Row, type FormRule } from 'antd';
import { m } from '../../common/labels';

const d = m.details;
const MEASURES = [
  ['itemWeight', d.itemWeight, true],
  ['itemVolume', d.itemVolume, false],
  ['itemHeight', d.itemHeight, false],
  ['itemWidth', d.itemWidth, false],
  ['itemLength', d.itemLength, false],
] as const;

/** Weight (required, for the impact figures) and dimensions, decimals with a comma. */
export function MeasureFields({ disabled, rule }: { disabled: boolean; rule: (field: string) => FormRule }) {
  return (
    <Row gutter={16}>
      {MEASURES.map(([name, label, required]) => (
        <Col key={name} xs={12} md={8} xl={4}>
          <Form.Item name={name} label={label} required={required} rules={[rule(name)]}>
            <InputNumber disabled={disabled} decimalSeparator="," style={{ width: '100%' }} inputMode="decimal" />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
