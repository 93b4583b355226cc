import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { Card, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES, truncateName, withLocale, type CalendarPeriodView, type LoanScope } from '@troc/shared';
import { datesText, durationText, ui, userName } from './labels';
import { LoanReturnButton } from './LoanReturnButton';
import { PeriodTags } from './PeriodTags';

const l = ui.list;

/** One loan of « Mes prêts »: the listing, its days, who borrows it (my lent goods), where it stands. */
export function LoanCard({ period, scope }: { period: CalendarPeriodView; scope: LoanScope }) {
  const headingId = `loan-card-${period.id}`;
  return (
    <Card className="troc-loan-card" role="article" aria-labelledby={headingId} styles={{ body: { padding: 16 } }}>
      <Flex gap={16} wrap>
        <div className="troc-loan-card__thumb" aria-hidden>
          {period.troc.thumbnail ? (
            <img src={period.troc.thumbnail} alt="" loading="lazy" />
          ) : (
            <span className="troc-loan-card__no-picture">
              <PictureOutlined />
              {l.noPicture}
            </span>
          )}
        </div>
        <Flex vertical gap={6} className="troc-loan-card__body">
          <Flex gap={4} wrap>
            <PeriodTags
              periodStatus={period.periodStatus}
              dueSoon={period.dueSoon}
              overdue={period.overdue}
              returned={period.returned}
            />
          </Flex>
          <h2 id={headingId} className="troc-loan-card__name">
            <Link to={withLocale(ROUTES.trocView(period.troc.slug))}>{truncateName(period.troc.name)}</Link>
          </h2>
          <dl className="troc-loan-card__facts">
            <div>
              <dt>{l.dates}</dt>
              <dd>{datesText(period.startDateString, period.endDateString)}</dd>
            </div>
            <div>
              <dt>{l.duration}</dt>
              <dd>{durationText(period.duration)}</dd>
            </div>
            <div>
              <dt>{l.quantity}</dt>
              <dd>{period.requestedQuantity.toLocaleString('fr-FR')}</dd>
            </div>
            {scope === 'lent' && period.user ? (
              <div>
                <dt>{l.borrower}</dt>
                <dd>{userName(period.user)}</dd>
              </div>
            ) : null}
          </dl>
          <Flex gap={16} wrap align="center">
            {period.tracker ? (
              <Link to={withLocale(ROUTES.trackerCalendar(period.tracker))}>
                <CalendarOutlined aria-hidden /> {ui.period.calendar}
              </Link>
            ) : null}
            {period.returnable ? (
              <LoanReturnButton
                returnable={{
                  tracker: period.tracker,
                  period: period.id,
                  startDateString: period.startDateString,
                  endDateString: period.endDateString,
                }}
              />
            ) : null}
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
