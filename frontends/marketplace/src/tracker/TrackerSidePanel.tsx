import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { fr, ROUTES, t, withLocale, type TrackerView } from '@troc/shared';
import { personName, quantityText, STATUS_COLORS, statusLabel, takerName, ui } from './labels';
import { TrackerActions } from './TrackerActions';
import { LoanPeriodLine } from '../loan/LoanPeriodLine';

const s = ui.side;

/** The exchange beside its thread: where it stands, the parties, and what the viewer may do now. */
export function TrackerSidePanel({ tracker, current }: { tracker: TrackerView; current: 'thread' | 'summary' }) {
  return (
    <Card title={<h2 className="troc-tracker-title">{s.title}</h2>}>
      <Flex vertical gap={16}>
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'status',
              label: s.status,
              children: <Tag color={STATUS_COLORS[tracker.trackerStatus]}>{statusLabel(tracker.trackerStatus)}</Tag>,
            },
            {
              key: 'listing',
              label: s.listing,
              children: tracker.troc.readable ? (
                <Link to={withLocale(ROUTES.trocView(tracker.troc.slug))}>{tracker.troc.name}</Link>
              ) : (
                tracker.troc.name
              ),
            },
            { key: 'quantity', label: s.quantity, children: quantityText(tracker) },
            {
              key: 'manager',
              label: s.manager,
              children: `${personName(tracker.manager)} — ${tracker.manager.organisation}`,
            },
            { key: 'requester', label: s.requester, children: takerName(tracker) },
            ...(tracker.swapType
              ? [{ key: 'swapType', label: s.swapType, children: fr.listing.swapTypes[tracker.swapType] }]
              : []),
            ...(tracker.totalPriceInEuros
              ? [{ key: 'price', label: s.totalPrice, children: tracker.totalPriceInEuros }]
              : []),
          ]}
        />
        {tracker.calendarPeriod ? <LoanPeriodLine period={tracker.calendarPeriod} trackerSlug={tracker.slug} /> : null}
        {tracker.expiresDisplayDate ? (
          <Typography.Text type="secondary">{t(s.expires, { date: tracker.expiresDisplayDate })}</Typography.Text>
        ) : null}
        <TrackerActions card={tracker} />
        {current === 'thread' ? (
          <Link to={withLocale(ROUTES.trackerSummary(tracker.slug))}>{s.summary}</Link>
        ) : tracker.thread ? (
          <Link to={withLocale(ROUTES.trackerThread(tracker.slug))}>{s.thread}</Link>
        ) : null}
      </Flex>
    </Card>
  );
}
