import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { Alert, Button, Card, Flex, InputNumber, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ROUTES,
  fr,
  t,
  truncateName,
  withLocale,
  type CartLineView,
  type CartLineResponse,
  unitOf,
} from '@troc/shared';
import { ApiError } from '@troc/ui';
import { removeCartLine, saveCartLine, type LineChange } from './api';
import { LineTrackerActions } from './LineTrackerActions';
import { PurchasePriceFragment } from './PurchasePriceFragment';
import { cartUi } from '@troc/shared/messages/ui-cart';

const l = cartUi.line;

export interface CartLineItemProps {
  line: CartLineView;
  /** The requester of an open cart edits the lines; the cédant's managers act on the exchanges. */
  editable: boolean;
  manager: boolean;
  onSaved: (answer: CartLineResponse) => void;
  onRemoved: () => void;
  onTrackerChanged: () => void;
}

const euros = (value: number | null | undefined) => (value === null || value === undefined ? null : value);
const priceNumber = (text: string | null) => (text ? Number(text.replace(/[^\d,.-]/g, '').replace(',', '.')) : null);

/** One line of a cart: quantity and proposed price saved when the field is left, totals, removal. */
export function CartLineItem({ line, editable, manager, onSaved, onRemoved, onTrackerChanged }: CartLineItemProps) {
  const name = truncateName(line.troc.name) || fr.fallback.notProvided;
  const [quantity, setQuantity] = useState<number | null>(line.quantity);
  const [price, setPrice] = useState<number | null>(priceNumber(line.negotiatedPriceInEuros));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const canEdit = editable && line.editable;
  const bounds = line.quantityBounds;

  const save = async (change: LineChange) => {
    setSaving(true);
    setProblem(null);
    try {
      const answer = await saveCartLine(line.id, change);
      setQuantity(answer.data.quantity);
      setPrice(priceNumber(answer.data.negotiatedPriceInEuros));
      onSaved(answer);
    } catch (error) {
      if (error instanceof ApiError) setProblem(error.message);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    try {
      await removeCartLine(line.id);
      onRemoved();
    } catch {
      // Shown by the global error modals.
    }
  };

  return (
    <Card size="small" className="troc-cart-line" data-line={line.id}>
      <Flex gap={16} wrap align="flex-start">
        <div className="troc-cart-line__thumb" aria-hidden>
          {line.troc.thumbnail ? <img src={line.troc.thumbnail} alt="" loading="lazy" /> : <PictureOutlined />}
        </div>
        <Flex vertical gap={6} className="troc-cart-line__body">
          <Flex gap={8} wrap align="center">
            {line.troc.swapType ? <Tag color="green">{fr.listing.swapTypes[line.troc.swapType]}</Tag> : null}
            {line.available ? null : <Tag color="red">{l.unavailable}</Tag>}
            {line.tracker ? (
              <Tag color="blue" data-testid="tracker-status">
                {fr.tracker.statuses[line.tracker.trackerStatus]}
              </Tag>
            ) : null}
          </Flex>
          <Typography.Title level={2} className="troc-cart-line__name">
            <Link to={withLocale(ROUTES.trocView(line.troc.slug))}>{name}</Link>
          </Typography.Title>
          {line.unavailableReason ? <Alert type="warning" showIcon title={line.unavailableReason} /> : null}
          <Flex gap={16} wrap align="flex-end">
            <label className="troc-cart-line__field">
              <span>{l.quantityLabel}</span>
              <InputNumber
                aria-label={t(l.quantity, { name })}
                min={bounds.min}
                max={bounds.max}
                precision={0}
                value={quantity}
                disabled={!canEdit || bounds.fixed || saving}
                onChange={(value) => setQuantity(typeof value === 'number' ? value : null)}
                onBlur={() => {
                  if (quantity !== null && quantity !== line.quantity) void save({ quantity });
                }}
                suffix={unitOf(line.quantityUnit, quantity ?? 0)}
              />
            </label>
            {line.negotiable ? (
              <label className="troc-cart-line__field">
                <span>{l.priceLabel}</span>
                <InputNumber
                  aria-label={t(l.price, { name })}
                  min={0}
                  precision={2}
                  decimalSeparator=","
                  value={price}
                  disabled={!canEdit || saving}
                  onChange={(value) => setPrice(euros(typeof value === 'number' ? value : null))}
                  onBlur={() => {
                    if (price !== priceNumber(line.negotiatedPriceInEuros)) void save({ negotiatedPrice: price });
                  }}
                />
              </label>
            ) : null}
          </Flex>
          <dl className="troc-cart-line__prices">
            {line.troc.itemCurrentPriceInEuros ? (
              <div>
                <dt>{l.unitPrice}</dt>
                <dd>{line.troc.itemCurrentPriceInEuros}</dd>
              </div>
            ) : null}
            {line.originalTotalPriceInEuros ? (
              <div>
                <dt>{l.originalTotal}</dt>
                <dd data-testid="line-original">{line.originalTotalPriceInEuros}</dd>
              </div>
            ) : null}
            {line.negotiatedTotalPriceInEuros ? (
              <div>
                <dt>{l.negotiatedTotal}</dt>
                <dd data-testid="line-negotiated">{line.negotiatedTotalPriceInEuros}</dd>
              </div>
            ) : null}
            {line.priceDifferenceInPercent !== null ? (
              <div>
                <dt>{l.difference}</dt>
                <dd>{`${line.priceDifferenceInPercent.toLocaleString('fr-FR')} %`}</dd>
              </div>
            ) : null}
            {line.startDateString ? (
              <div>
                <dt>{l.dates}</dt>
                <dd>{[line.startDateString, line.endDateString].filter(Boolean).join(' → ')}</dd>
              </div>
            ) : null}
          </dl>
          {line.tracker ? <Link to={withLocale(ROUTES.trackerSummary(line.tracker.slug))}>{l.seeTracker}</Link> : null}
          {line.tracker?.purchasePriceEditable ? (
            <PurchasePriceFragment lineId={line.id} name={name} tracker={line.tracker} onSaved={onTrackerChanged} />
          ) : null}
          {problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null}
        </Flex>
        <Flex vertical gap={8} className="troc-cart-line__actions">
          {canEdit ? (
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t(l.remove, { name })}
              onClick={() => void remove()}
            >
              {l.removeShort}
            </Button>
          ) : null}
          {manager && line.tracker ? (
            <LineTrackerActions tracker={line.tracker} name={name} onChanged={onTrackerChanged} />
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}
