import { Col, Form, InputNumber, Row, Select, Typography, type FormRule } from 'antd';
import {
  ItemState,
  PublicationStatus,
  QuantityUnit,
  RequestType,
  t,
  type ListingFieldLabels,
  type ListingView,
} from '@troc/shared';
import { L, m } from '../../common/labels';

const d = m.details;

/** Quantities (by request type), unit and condition. */
export function QuantityFields({
  listing,
  labels,
  disabled,
  rule,
}: {
  listing: ListingView;
  labels: ListingFieldLabels;
  disabled: boolean;
  rule: (field: string) => FormRule;
}) {
  const requestType = Form.useWatch<RequestType>('requestType');
  const offer = requestType !== RequestType.Demand;
  // Correcting the stock makes sense once the listing has been offered.
  const stockCorrection = offer && listing.publicationStatus !== PublicationStatus.Draft;
  const number = (name: string, label: string, required = false, extra?: string) => (
    <Form.Item
      name={name}
      label={label}
      required={required}
      rules={[rule(name)]}
      dependencies={DEPENDS[name]}
      extra={extra}
    >
      <InputNumber disabled={disabled} style={{ width: '100%' }} inputMode="numeric" />
    </Form.Item>
  );

  return (
    <>
      <Row gutter={16}>
        {offer ? (
          <>
            <Col xs={24} sm={12} lg={6}>
              {number('itemTotalQuantity', labels.quantity, true)}
            </Col>
            <Col xs={24} sm={12} lg={6}>
              {number('itemMinQuantity', d.itemMinQuantity, true)}
            </Col>
            <Col xs={24} sm={12} lg={6}>
              {number('itemMaxQuantity', d.itemMaxQuantity)}
            </Col>
          </>
        ) : (
          <Col xs={24} sm={12} lg={6}>
            {number('itemRequestQuantity', d.itemRequestQuantity, true)}
          </Col>
        )}
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="unit" label={d.unit} rules={[rule('unit')]}>
            <Select
              disabled={disabled}
              options={Object.values(QuantityUnit).map((value) => ({ value, label: L.units[value] }))}
            />
          </Form.Item>
        </Col>
      </Row>
      {stockCorrection ? (
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={6}>
            {number('itemNewQuantity', d.itemNewQuantity, false, d.itemNewQuantityHelp)}
          </Col>
          <Col xs={24} sm={12} lg={18}>
            <Typography.Paragraph type="secondary" style={{ paddingTop: 30 }}>
              {t(d.remaining, { remaining: listing.itemRemainingQuantity })}
            </Typography.Paragraph>
          </Col>
        </Row>
      ) : null}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="itemState" label={d.itemState} required rules={[rule('itemState')]}>
            <Select
              disabled={disabled}
              placeholder={m.common.choose}
              options={Object.values(ItemState).map((value) => ({ value, label: L.itemStates[value] }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** Rules that read another field re-run when it changes. */
const DEPENDS: Record<string, string[]> = {
  itemTotalQuantity: ['requestType'],
  itemMinQuantity: ['requestType'],
  itemMaxQuantity: ['itemMinQuantity'],
  itemRequestQuantity: ['requestType'],
};
