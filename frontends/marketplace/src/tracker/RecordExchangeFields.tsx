import { Col, Form, InputNumber, Row, Select, Typography, type FormRule } from 'antd';
import { fr, SwapType, t, type TrackerView } from '@troc/shared';
import { GuestFields } from './GuestFields';
import { personName, ui } from './labels';

const e = ui.edit;

/** The exchange: type, quantity within what the listing allows, the taker and the total price. */
export function RecordExchangeFields({ tracker, rule }: { tracker: TrackerView; rule: (field: string) => FormRule }) {
  const swapType = (Form.useWatch<string | undefined>('swapType') ?? null) as SwapType | null;
  const bounds = tracker.quantity;
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="swapType" label={e.swapType} required rules={[rule('swapType')]}>
            <Select options={Object.values(SwapType).map((value) => ({ value, label: fr.listing.swapTypes[value] }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="requestedQuantity"
            label={`${e.requestedQuantity} (${fr.listing.unitForms[tracker.requestedQuantityUnit][1]})`}
            required
            rules={[rule('requestedQuantity')]}
            extra={
              bounds.fixed
                ? t(ui.reserve.quantityFixed, { quantity: bounds.max })
                : t(ui.reserve.quantityHelp, { min: bounds.min, max: bounds.max, remaining: bounds.remaining })
            }
          >
            <InputNumber min={bounds.min} max={bounds.max} precision={0} disabled={bounds.fixed} />
          </Form.Item>
        </Col>
      </Row>
      {tracker.user ? (
        <Form.Item label={e.taker}>
          <Typography.Text strong>
            {personName(tracker.user)} — {tracker.user.organisation}
          </Typography.Text>
        </Form.Item>
      ) : (
        <GuestFields swapType={swapType} rule={rule} />
      )}
      <Form.Item name="totalPrice" label={e.totalPrice} required rules={[rule('totalPrice')]}>
        <InputNumber min={0} step={1} decimalSeparator="," style={{ width: '100%', maxWidth: 240 }} />
      </Form.Item>
    </>
  );
}
