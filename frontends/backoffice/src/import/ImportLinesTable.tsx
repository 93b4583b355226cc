import { Table, Tag, Typography, type TablePaginationConfig } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES, t, withLocale, type ImportLineReport, type ImportLineView } from '@troc/shared';
import { i, LINE_STATUS_COLORS, lineStatusLabel } from './labels';

/** A line's report: its sentence, the detail, then each value to check and what is wrong with it. */
export function LineReport({ report }: { report: ImportLineReport }) {
  return (
    <div>
      <Typography.Text>{report.message}</Typography.Text>
      {report.detail ? (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {report.detail}
        </Typography.Paragraph>
      ) : null}
      {report.issues.length > 0 ? (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
          {report.issues.map((issue, index) => (
            <li key={`${issue.column}-${index}`}>
              {t(i.issue, { column: issue.column, value: issue.value === '' ? i.emptyValue : issue.value })}
              {issue.messages.length > 0 ? ` — ${issue.messages.join(' ')}` : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The link of the listing a line created: to complete it, or to read it. */
export function LineListingLink({ line }: { line: ImportLineView }) {
  // An exchanges import: the regularisation it recorded, to complete from its page.
  if (line.tracker) return <Link to={withLocale(ROUTES.trackerEdit(line.tracker.slug))}>{i.openTracker}</Link>;
  if (!line.troc) return null;
  if (line.lineStatus.name === 'ToComplete') {
    return <Link to={withLocale(ROUTES.trocEdit(line.troc.slug))}>{i.complete}</Link>;
  }
  if (line.lineStatus.name === 'Success') {
    return <Link to={withLocale(ROUTES.trocView(line.troc.slug))}>{i.open}</Link>;
  }
  return null;
}

export interface ImportLinesTableProps {
  lines: readonly ImportLineView[];
  /** The table's name, read by screen readers. */
  caption: string;
  /** The listings' links (the report; a test creates none). */
  withListings?: boolean;
  pagination?: TablePaginationConfig | false;
  loading?: boolean;
  emptyText?: string;
}

/** The lines of a report or of a test: number, result, message and what to check. */
export function ImportLinesTable({
  lines,
  caption,
  withListings = false,
  pagination = false,
  loading = false,
  emptyText,
}: ImportLinesTableProps) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<ImportLineView>
        size="small"
        rowKey="lineNumber"
        caption={<span className="troc-sr-only">{caption}</span>}
        dataSource={[...lines]}
        loading={loading}
        pagination={pagination}
        locale={emptyText ? { emptyText } : undefined}
        columns={[
          { title: i.line, dataIndex: 'lineNumber', key: 'lineNumber', width: 80 },
          {
            title: i.lineStatus,
            key: 'lineStatus',
            width: 130,
            render: (_, line) => (
              <Tag color={LINE_STATUS_COLORS[line.lineStatus.name] ?? 'default'}>
                {lineStatusLabel(line.lineStatus.name)}
              </Tag>
            ),
          },
          { title: i.lineMessage, key: 'report', render: (_, line) => <LineReport report={line.report} /> },
          ...(withListings
            ? [
                {
                  title: i.listing,
                  key: 'troc',
                  width: 180,
                  render: (_: unknown, line: ImportLineView) => <LineListingLink line={line} />,
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
