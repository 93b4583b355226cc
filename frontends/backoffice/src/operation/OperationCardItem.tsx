import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ROUTES,
  fr,
  t,
  truncateName,
  truncateOperationDescription,
  withLocale,
  type OperationCard,
} from '@troc/shared';
import { personName, statusColor, statusLabel, visibilityText } from '../common/labels';
import { o, operationName } from './labels';
import '../listing-card/listing-card.css';

const c = o.card;

/** An operation of « Mes opérations »: status, description cut at 100, figures and the allowed actions. */
export function OperationCardItem({
  card,
  actions,
  notice,
}: {
  card: OperationCard;
  actions: ReactNode;
  notice?: ReactNode;
}) {
  const name = operationName(card);
  const target = card.writable ? ROUTES.operationEdit(card.slug) : ROUTES.operationView(card.slug);
  const place = card.location.postal
    ? `${card.location.cityName} (${card.location.postal})`
    : card.location.cityName || fr.fallback.notProvided;
  return (
    <Card className="troc-manager-card" data-slug={card.slug} size="small">
      <Flex gap={16} wrap className="troc-manager-card__body">
        <Flex vertical gap={6} className="troc-manager-card__main">
          <Flex gap={6} wrap align="center">
            <Tag color={statusColor(card.publicationStatus, false)} data-testid="status">
              {statusLabel(card.publicationStatus, false)}
            </Tag>
          </Flex>
          <Typography.Title level={3} className="troc-manager-card__title">
            <Link to={withLocale(target)}>{truncateName(name)}</Link>
          </Typography.Title>
          {card.description ? (
            <Typography.Paragraph style={{ margin: 0 }}>
              {truncateOperationDescription(card.description)}
            </Typography.Paragraph>
          ) : null}
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            className="troc-manager-card__metrics"
            items={[
              { key: 'listings', label: c.listings, children: card.nbTrocs },
              { key: 'views', label: c.views, children: card.nbViews },
              { key: 'manager', label: c.manager, children: personName(card.manager) },
              { key: 'place', label: c.place, children: place },
              { key: 'availability', label: c.availability, children: card.availabilityDisplayDates },
              { key: 'visibility', label: c.visibility, children: visibilityText(card.visibility) },
            ]}
          />
          {notice}
        </Flex>
        <Flex
          vertical
          gap={8}
          className="troc-manager-card__actions"
          role="group"
          aria-label={t(o.common.actionsLabel, { name })}
        >
          {actions}
        </Flex>
      </Flex>
    </Card>
  );
}
