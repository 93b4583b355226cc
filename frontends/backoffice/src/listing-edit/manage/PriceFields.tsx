import { Col, Form, InputNumber, Row, Select, type FormRule } from 'antd';
import {
  ItemPriceType,
  SwapType,
  visibilityNeedsSwapType,
  type ListingFieldLabels,
  type Visibility,
} from '@troc/shared';
import { L, m } from '../../common/labels';

const g = m.manage;

/** Swap type, then the sale's price type and price; the estimated new price always. */
export function PriceFields({
  labels,
  disabled,
  rule,
}: {
  labels: ListingFieldLabels;
  disabled: boolean;
  rule: (field: string) => FormRule;
}) {
  const visibility = Form.useWatch<Visibility[] | undefined>('visibility') ?? [];
  const swapType = Form.useWatch<SwapType | null | undefined>('swapType');
  const needsSwapType = visibilityNeedsSwapType(visibility);
  const priceType = Form.useWatch<ItemPriceType | null | undefined>('itemPriceType');
  const sale = swapType === SwapType.Vente;
  const euros = (name: string, label: string, required: boolean, depends?: string[]) => (
    <Form.Item name={name} label={label} required={required} rules={[rule(name)]} dependencies={depends}>
      <InputNumber
        disabled={disabled}
        decimalSeparator=","
        suffix={g.euros}
        style={{ width: '100%' }}
        inputMode="decimal"
      />
    </Form.Item>
  );

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="swapType"
          label={g.swapType}
          required={needsSwapType}
          extra={needsSwapType ? undefined : g.internalOnly}
          rules={[rule('swapType')]}
          dependencies={['visibility']}
        >
          <Select
            disabled={disabled}
            allowClear
            placeholder={m.common.choose}
            options={Object.values(SwapType).map((value) => ({ value, label: L.swapTypes[value] }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        {euros('rawItemPurchasePrice', labels.price, false)}
      </Col>
      {sale ? (
        <>
          <Col xs={24} md={12}>
            <Form.Item
              name="itemPriceType"
              label={g.itemPriceType}
              required
              rules={[rule('itemPriceType')]}
              dependencies={['swapType']}
            >
              <Select
                disabled={disabled}
                placeholder={m.common.choose}
                options={Object.values(ItemPriceType).map((value) => ({ value, label: L.priceTypes[value] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {/* Required unless buyers make an offer. */}
            {euros('rawItemCurrentPrice', g.rawItemCurrentPrice, priceType !== ItemPriceType.MakeAnOffer, [
              'itemPriceType',
              'swapType',
            ])}
          </Col>
        </>
      ) : null}
    </Row>
  );
}
