import { Card, Col, Row, Statistic, Typography } from 'antd';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES, t, withLocale, type SavingsFigures } from '@troc/shared';
import { co2UnknownText, count, d, measureText } from './labels';

const g = d.figures;

/** A figure, or « N/A » said as such (with why, for screen readers): an unknown is never a zero. */
function Figure({ title, text, extra }: { title: string; text: string; extra?: string }) {
  const unknown = text === g.notAvailable;
  return (
    <Card style={{ height: '100%' }}>
      <Statistic
        title={title}
        valueRender={() =>
          unknown ? (
            <Typography.Text type="secondary">
              {g.notAvailable}
              <span className="troc-sr-only"> — {g.notAvailableHelp}</span>
            </Typography.Text>
          ) : (
            text
          )
        }
      />
      {extra ? <Typography.Text type="secondary">{extra}</Typography.Text> : null}
    </Card>
  );
}

/** The period's four totals, what the exchanges without CO2 mean, and the method behind them. */
export const KeyFigures = memo(function KeyFigures({ totals }: { totals: SavingsFigures }) {
  const items = t(g.items, { count: count(totals.items) });
  return (
    <section aria-labelledby="savings-figures">
      <h2 id="savings-figures" className="troc-sr-only">
        {g.title}
      </h2>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <Figure title={g.exchanges} text={count(totals.nbTrackers)} extra={items} />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Figure title={g.economy} text={measureText('economy', totals.economy)} />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Figure title={g.weight} text={measureText('weightKg', totals.weightKg)} />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Figure title={g.co2} text={measureText('co2Kg', totals.co2Kg)} />
        </Col>
      </Row>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        {co2UnknownText(totals)} {d.methodLead} <Link to={withLocale(ROUTES.carbon)}>{d.method}</Link>.
      </Typography.Paragraph>
    </section>
  );
});
