import { Alert, Card, Table, Tag, Typography, type TableProps } from 'antd';
import { ScrollRegion } from '@troc/ui';
import { useQuery } from '@tanstack/react-query';
import { fr, t, type ImpactDefaultFactorView, type ImpactSourceView } from '@troc/shared';
import { fetchImpactSources, impactKeys } from './api';

const m = fr.impact.methodPage;

// Factors are stored with up to 4 decimals: show them as stored, in French notation.
const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 4 });

/** YYYY-MM-DD as the French read it, kept machine-readable in <time>. */
function ExtractDate({ value }: { value: string | null }) {
  if (!value) return <>{m.notAvailable}</>;
  const [year, month, day] = value.split('-');
  return <time dateTime={value}>{`${day}/${month}/${year}`}</time>;
}

const sourceColumns: TableProps<ImpactSourceView>['columns'] = [
  { title: m.source, dataIndex: 'label' },
  { title: m.version, dataIndex: 'version', render: (v: string | null) => v ?? m.notAvailable },
  { title: m.models, dataIndex: 'models', align: 'right', render: (n: number) => number.format(n) },
  { title: m.extractDate, dataIndex: 'extractDate', render: (d: string | null) => <ExtractDate value={d} /> },
  {
    title: m.status,
    dataIndex: 'current',
    render: (current: boolean) => (current ? <Tag color="green">{m.current}</Tag> : m.former),
  },
];

const factorColumns: TableProps<ImpactDefaultFactorView>['columns'] = [
  {
    title: m.category,
    dataIndex: 'category',
    render: (name: string, row) => (row.parent ? `${row.parent} › ${name}` : name),
  },
  { title: m.reference, key: 'reference', render: (_, row) => row.factor?.label ?? m.noFactor },
  {
    title: m.factor,
    key: 'factor',
    render: (_, row) =>
      row.factor
        ? t(row.factor.unit === 'kg' ? m.perKg : m.perItem, { value: number.format(row.factor.kgCo2ePerUnit) })
        : m.notAvailable,
  },
  {
    title: m.source,
    key: 'source',
    render: (_, row) => (row.factor ? `${row.factor.source.label} ${row.factor.source.version}` : m.notAvailable),
  },
];

/** The sources of the platform's library and the default factors, as the server answers them. */
export function ImpactSources() {
  const { data, isError, isPending } = useQuery({
    queryKey: impactKeys.sources,
    queryFn: ({ signal }) => fetchImpactSources(signal),
  });
  return (
    <section aria-labelledby="impact-sources">
      <Typography.Title level={2} id="impact-sources">
        {m.sourcesTitle}
      </Typography.Title>
      <Typography.Paragraph style={{ maxWidth: 820 }}>{m.sourcesIntro}</Typography.Paragraph>
      {isError ? <Alert type="error" showIcon title={m.error} /> : null}
      <Card>
        <ScrollRegion label={m.sourcesCaption}>
          <Table<ImpactSourceView>
            rowKey={(row) => `${row.label} ${row.version ?? ''}`}
            size="small"
            caption={m.sourcesCaption}
            columns={sourceColumns}
            dataSource={data?.sources ?? []}
            loading={isPending && !isError}
            locale={{ emptyText: isPending ? m.loading : m.notAvailable }}
            pagination={false}
          />
        </ScrollRegion>
      </Card>
      <Typography.Title level={3} id="impact-default-factors">
        {m.factorsTitle}
      </Typography.Title>
      <Typography.Paragraph style={{ maxWidth: 820 }}>{m.factorsIntro}</Typography.Paragraph>
      <Card>
        <ScrollRegion label={m.factorsCaption}>
          <Table<ImpactDefaultFactorView>
            rowKey="categoryId"
            size="small"
            caption={m.factorsCaption}
            columns={factorColumns}
            dataSource={data?.defaultFactors ?? []}
            loading={isPending && !isError}
            locale={{ emptyText: isPending ? m.loading : m.notAvailable }}
            pagination={false}
          />
        </ScrollRegion>
      </Card>
    </section>
  );
}
