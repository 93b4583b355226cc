import { Card, Col, Flex, Row, Table, Typography, type TableProps } from 'antd';
import { IMPACT_UNITS, fr, type ImpactUnitInfo } from '@troc/shared';
import { ScrollRegion, usePageTitle } from '@troc/ui';
import { ImpactFormulas } from './ImpactFormulas';
import { ImpactSources } from './ImpactSources';
import { CarbonNav } from '../common/CarbonNav';

const i = fr.ui.impact;
const m = fr.impact.methodPage;

// The French label and symbol only: the units' internal codes (`100_a4_sheets`) are the API's.
const columns: TableProps<ImpactUnitInfo>['columns'] = [
  { title: i.unitLabel, dataIndex: 'label' },
  { title: i.unitSymbol, dataIndex: 'symbol' },
];

/**
 * How Troc counts what a reuse saves: the method, the units, the formulas, the sources (from the
 * server) and how a figure traces back, so that each number can be defended.
 */
export function ImpactPage() {
  usePageTitle(i.title);
  return (
    <Flex vertical gap={24}>
      <CarbonNav />
      <div>
        <Typography.Title level={1}>{i.title}</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16, maxWidth: 820 }}>{i.intro}</Typography.Paragraph>
      </div>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={11}>
          <Card title={i.methodTitle}>
            <ol style={{ paddingInlineStart: 20, margin: 0 }}>
              {i.method.map((step) => (
                <li key={step} style={{ marginBottom: 12 }}>
                  {step}
                </li>
              ))}
            </ol>
          </Card>
        </Col>
        <Col xs={24} lg={13}>
          <Card title={i.unitsTitle}>
            <Typography.Paragraph type="secondary">{i.unitsIntro}</Typography.Paragraph>
            <ScrollRegion label={i.unitsTitle}>
              <Table<ImpactUnitInfo>
                rowKey="code"
                size="small"
                columns={columns}
                dataSource={[...IMPACT_UNITS]}
                pagination={false}
              />
            </ScrollRegion>
          </Card>
        </Col>
      </Row>
      <ImpactFormulas />
      <ImpactSources />
      <section aria-labelledby="impact-trace">
        <Typography.Title level={2} id="impact-trace">
          {m.traceTitle}
        </Typography.Title>
        <Typography.Paragraph style={{ maxWidth: 820 }}>{m.trace}</Typography.Paragraph>
      </section>
    </Flex>
  );
}
