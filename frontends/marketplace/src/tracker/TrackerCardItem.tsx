import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { fr, ROUTES, truncateName, withLocale, type TrackerCard } from '@troc/shared';
import { otherParty, quantityText, STATUS_COLORS, statusLabel, ui } from './labels';
import { TrackerActions } from './TrackerActions';
import { LoanPeriodLine } from '../loan/LoanPeriodLine';

const c = ui.card;

/** One exchange of « Mes échanges »: the listing, where it stands, with whom, and what the viewer may do. */
export function TrackerCardItem({ card }: { card: TrackerCard }) {
  const headingId = `tracker-card-${card.id}`;
  const party = otherParty(card);
  const open = withLocale(card.thread ? ROUTES.trackerThread(card.slug) : ROUTES.trackerSummary(card.slug));
  const name = truncateName(card.name || card.troc.name) || fr.fallback.notProvided;

  return (
    <Card className="troc-tracker-card" role="article" aria-labelledby={headingId} styles={{ body: { padding: 16 } }}>
      <Flex gap={16} wrap className="troc-tracker-card__inner">
        <div className="troc-tracker-card__thumb" aria-hidden>
          {card.troc.thumbnail ? (
            <img src={card.troc.thumbnail} alt="" loading="lazy" />
          ) : (
            <span className="troc-tracker-card__no-picture">
              <PictureOutlined />
              {c.noPicture}
            </span>
          )}
        </div>
        <Flex vertical gap={6} className="troc-tracker-card__body">
          <Flex gap={8} wrap align="center">
            <Tag color={STATUS_COLORS[card.trackerStatus]}>{statusLabel(card.trackerStatus)}</Tag>
            <Tag>{fr.tracker.directions[card.direction]}</Tag>
            {card.swapType ? <Tag color="green">{fr.listing.swapTypes[card.swapType]}</Tag> : null}
            {card.regularized ? <Tag color="cyan">{c.regularized}</Tag> : null}
          </Flex>
          <h2 id={headingId} className="troc-tracker-card__name">
            <Link to={open}>{name}</Link>
          </h2>
          <dl className="troc-tracker-card__facts">
            <div>
              <dt>{c.quantity}</dt>
              <dd>{quantityText(card)}</dd>
            </div>
            <div>
              <dt>{card.direction === 'given' ? c.given : c.received}</dt>
              <dd>
                {party.name}
                {party.organisation ? (
                  <Typography.Text type="secondary"> — {party.organisation}</Typography.Text>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>{c.lastAction}</dt>
              <dd>{card.lastActionDisplayDate}</dd>
            </div>
            {card.totalPriceInEuros ? (
              <div>
                <dt>{c.totalPrice}</dt>
                <dd>{card.totalPriceInEuros}</dd>
              </div>
            ) : null}
          </dl>
          {card.calendarPeriod ? <LoanPeriodLine period={card.calendarPeriod} trackerSlug={card.slug} /> : null}
          <Flex gap={16} wrap>
            {card.thread ? (
              <Link to={withLocale(ROUTES.trackerThread(card.slug))}>
                <MessageOutlined aria-hidden /> {c.thread}
              </Link>
            ) : null}
            <Link to={withLocale(ROUTES.trackerSummary(card.slug))}>
              <ProfileOutlined aria-hidden /> {c.summary}
            </Link>
          </Flex>
        </Flex>
        <div className="troc-tracker-card__actions">
          <TrackerActions card={card} vertical />
        </div>
      </Flex>
    </Card>
  );
}
