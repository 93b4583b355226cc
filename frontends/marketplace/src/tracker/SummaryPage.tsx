import { Alert, Breadcrumb, Card, Col, Descriptions, Flex, Row, Tag, Typography } from 'antd';
import { Link, useLocation, useParams } from 'react-router-dom';
import { formatServiceName, fr, ROUTES, withLocale, type TrackerView } from '@troc/shared';
import { usePageTitle } from '@troc/ui';
import { BilansForm } from './BilansForm';
import { CONVENTION_PANEL_ID, ConventionPanel } from './ConventionPanel';
import { personName, quantityText, STATUS_COLORS, statusLabel, takerName, takerOrganisation, ui } from './labels';
import { TrackerActions } from './TrackerActions';
import { TrackerHistory } from './TrackerHistory';
import { SavingsBlock } from './SavingsBlock';
import { TrackerLoader } from './TrackerLoader';
import { TrackerSteps } from './TrackerSteps';
import { useReveal } from './useReveal';
import './tracker.css';

const s = ui.summary;
const e = ui.edit;
const none = fr.fallback.notProvided;

/** /{locale}/tracker/summary/{slug}/: every field of the exchange, both parties and its history. */
export function SummaryPage() {
  const { slug = '' } = useParams();
  return <TrackerLoader slug={slug}>{(tracker) => <Summary tracker={tracker} />}</TrackerLoader>;
}

const orNone = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? none : String(value);

function Summary({ tracker }: { tracker: TrackerView }) {
  usePageTitle(s.title);
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const name = tracker.name || tracker.troc.name;
  const noticeRef = useReveal<HTMLDivElement>(notice);

  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={[{ title: <Link to={withLocale(ROUTES.myTrackers)}>{ui.thread.back}</Link> }, { title: name }]}
      />
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {s.title}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Tag color={STATUS_COLORS[tracker.trackerStatus]}>{statusLabel(tracker.trackerStatus)}</Tag>
          {tracker.regularized ? <Tag color="cyan">{ui.card.regularized}</Tag> : null}
        </Flex>
      </Flex>
      {notice ? (
        <div ref={noticeRef} tabIndex={-1} className="troc-tracker-notice">
          <Alert type="success" showIcon title={notice} role="status" />
        </div>
      ) : null}
      <TrackerSteps tracker={tracker} conventionPanelId={CONVENTION_PANEL_ID} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <Flex vertical gap={24}>
            <Card title={<h2 className="troc-tracker-title">{s.item}</h2>}>
              <Descriptions
                column={1}
                size="small"
                items={[
                  {
                    key: 'listing',
                    label: s.reference,
                    children: tracker.troc.readable ? (
                      <Link to={withLocale(ROUTES.trocView(tracker.troc.slug))}>{tracker.troc.name}</Link>
                    ) : (
                      tracker.troc.name
                    ),
                  },
                  { key: 'name', label: e.name, children: orNone(name) },
                  {
                    key: 'state',
                    label: e.itemState,
                    children: tracker.itemState ? fr.listing.itemStates[tracker.itemState] : none,
                  },
                  {
                    key: 'weight',
                    label: e.itemWeight,
                    children: orNone(tracker.itemWeight?.toLocaleString('fr-FR')),
                  },
                  {
                    key: 'service',
                    label: e.service,
                    children: tracker.service ? formatServiceName(tracker.service.name) : none,
                  },
                  {
                    key: 'price',
                    label: e.itemPurchasePrice,
                    children: orNone(tracker.itemPurchasePrice?.toLocaleString('fr-FR')),
                  },
                  {
                    key: 'description',
                    label: e.description,
                    children: <span className="troc-prewrap">{orNone(tracker.description)}</span>,
                  },
                ]}
              />
            </Card>
            <Card title={<h2 className="troc-tracker-title">{s.exchange}</h2>}>
              <Descriptions
                column={1}
                size="small"
                items={[
                  {
                    key: 'swapType',
                    label: e.swapType,
                    children: tracker.swapType ? fr.listing.swapTypes[tracker.swapType] : none,
                  },
                  { key: 'quantity', label: e.requestedQuantity, children: quantityText(tracker) },
                  { key: 'total', label: ui.card.totalPrice, children: orNone(tracker.totalPriceInEuros) },
                  ...(tracker.beneficiaryType
                    ? [
                        {
                          key: 'beneficiary',
                          label: s.beneficiary,
                          children: fr.tracker.beneficiaryTypes[tracker.beneficiaryType],
                        },
                      ]
                    : []),
                  {
                    key: 'place',
                    label: s.place,
                    children: tracker.address ? `${tracker.address.postal} ${tracker.address.cityName}` : none,
                  },
                  {
                    key: 'remaining',
                    label: s.remaining,
                    children: tracker.quantity.remaining.toLocaleString('fr-FR'),
                  },
                  { key: 'last', label: ui.card.lastAction, children: tracker.lastActionDisplayDate },
                ]}
              />
            </Card>
            {tracker.savings ? <SavingsBlock savings={tracker.savings} /> : null}
            {tracker.bilans.editable ? <BilansForm tracker={tracker} /> : null}
          </Flex>
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={24}>
            <Card title={<h2 className="troc-tracker-title">{s.parties}</h2>}>
              <Descriptions
                column={1}
                size="small"
                items={[
                  {
                    key: 'manager',
                    label: ui.side.manager,
                    children: (
                      <Flex vertical>
                        {personName(tracker.manager)}
                        <Typography.Text type="secondary">
                          {tracker.manager.organisation}
                          {tracker.manager.service ? ` — ${formatServiceName(tracker.manager.service)}` : ''}
                        </Typography.Text>
                      </Flex>
                    ),
                  },
                  {
                    key: 'requester',
                    label: ui.side.requester,
                    children: (
                      <Flex vertical>
                        {takerName(tracker)}
                        <Typography.Text type="secondary">{takerOrganisation(tracker) ?? none}</Typography.Text>
                      </Flex>
                    ),
                  },
                ]}
              />
              <Flex vertical gap={12} style={{ marginTop: 16 }}>
                <TrackerActions card={tracker} />
                {tracker.thread ? (
                  <Link to={withLocale(ROUTES.trackerThread(tracker.slug))}>{ui.side.thread}</Link>
                ) : null}
              </Flex>
            </Card>
            <ConventionPanel tracker={tracker} />
            <Card title={<h2 className="troc-tracker-title">{s.history}</h2>}>
              <TrackerHistory history={tracker.history} />
            </Card>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
