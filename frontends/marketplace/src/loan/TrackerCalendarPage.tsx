import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { Breadcrumb, Button, Card, Col, Descriptions, Flex, Result, Row, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { fr, PERIOD_FINAL, ROUTES, t, TrackerStatus, withLocale, type TrackerCalendarResponse } from '@troc/shared';
import { ApiError, NotFoundPage, PageSpinner, usePageTitle } from '@troc/ui';
import { STATUS_COLORS } from '../tracker/labels';
import { useTrackerCalendar } from './hooks';
import { ui } from './labels';
import { LoanReturnForm, LoanReturnSummary } from './LoanReturnForm';
import { PeriodCalendar } from './PeriodCalendar';
import { PeriodActions, PeriodDetails } from './PeriodDetails';
import './loan.css';

const c = ui.calendar;
/** The anchor the reminders and /troc/return-from-loan/{slug}/ open: the return form. */
export const RETURN_ANCHOR = 'retour';

/** /{locale}/tracker/calendar/{slug}/: an exchange's loan on its calendar, its buttons, its return. */
export function TrackerCalendarPage() {
  const { slug = '' } = useParams();
  const { data, error, isFetching, refetch } = useTrackerCalendar(slug);
  if (!data && (isFetching || !error)) return <PageSpinner />;
  if (!data && error instanceof ApiError && (error.status === 404 || error.status === 403)) return <NotFoundPage />;
  if (!data) {
    return (
      <Result
        status="warning"
        title={fr.ui.common.loadFailed}
        extra={<Button onClick={() => void refetch()}>{fr.ui.common.retry}</Button>}
      />
    );
  }
  return <TrackerCalendar calendar={data} />;
}

function TrackerCalendar({ calendar }: { calendar: TrackerCalendarResponse }) {
  const { tracker, period } = calendar;
  const name = tracker.name || period.troc.name;
  const title = t(c.title, { name });
  usePageTitle(title);
  const status = tracker.trackerStatus as TrackerStatus;
  const returnSection = useRef<HTMLElement>(null);
  const focusReturn = useLocation().hash === `#${RETURN_ANCHOR}`;

  // Opened at #retour without a form to fill (returned, or not yet returnable): the section itself takes the focus.
  useEffect(() => {
    if (!focusReturn) return;
    returnSection.current?.scrollIntoView?.({ block: 'start' });
    if (!period.returnable) returnSection.current?.focus();
  }, [focusReturn, period.returnable]);

  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={[{ title: <Link to={withLocale(ROUTES.myLoans)}>{ui.myLoans}</Link> }, { title: c.breadcrumb }]}
      />
      <Typography.Title level={1} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Card title={<h2 className="troc-loan-title">{c.exchange}</h2>}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          size="small"
          items={[
            {
              key: 'listing',
              label: c.listing,
              children: <Link to={withLocale(ROUTES.trocView(period.troc.slug))}>{period.troc.name}</Link>,
            },
            {
              key: 'status',
              label: c.exchangeStatus,
              children: (
                <Tag color={STATUS_COLORS[status] ?? 'default'}>
                  {fr.tracker.statuses[status] ?? tracker.trackerStatus}
                </Tag>
              ),
            },
          ]}
        />
        {tracker.thread ? (
          <Link to={withLocale(ROUTES.trackerThread(tracker.slug))}>
            <MessageOutlined aria-hidden /> {c.thread}
          </Link>
        ) : null}
      </Card>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Card title={<h2 className="troc-loan-title">{c.month}</h2>}>
            <PeriodCalendar period={period} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={24}>
            <Card title={<h2 className="troc-loan-title">{c.details}</h2>}>
              <Flex vertical gap={16}>
                <PeriodDetails period={period} />
                <PeriodActions period={period} />
              </Flex>
            </Card>
            <section
              id={RETURN_ANCHOR}
              ref={returnSection}
              tabIndex={-1}
              aria-labelledby="loan-return-title"
              className="troc-loan-return"
            >
              <Card
                title={
                  <h2 id="loan-return-title" className="troc-loan-title">
                    {c.returnTitle}
                  </h2>
                }
              >
                {period.returned ? (
                  <LoanReturnSummary returned={period.returned} />
                ) : period.returnable ? (
                  <LoanReturnForm periodId={period.id} start={period.startDate} focus={focusReturn} />
                ) : (
                  <Typography.Text type="secondary">
                    {PERIOD_FINAL.includes(period.periodStatus) ? c.closed : c.notReturnable}
                  </Typography.Text>
                )}
              </Card>
            </section>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
