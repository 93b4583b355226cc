import { Collapse, Typography } from 'antd';
import { t, type ListingHistoryEntry } from '@troc/shared';
import { L, m } from '../common/labels';

/** The last publication changes of the listing: who, when, and the moderation's message. */
export function HistoryList({ entries }: { entries: readonly ListingHistoryEntry[] }) {
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'history',
          label: m.edit.history,
          children: (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {entries.map((entry, index) => (
                <li key={`${entry.displayDate}-${index}`}>
                  {t(m.edit.historyEntry, { date: entry.displayDate, action: L.audit[entry.action] })}
                  {entry.by ? ` ${t(m.edit.historyBy, { name: entry.by })}` : ''}
                  {entry.message ? (
                    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                      « {entry.message} »
                    </Typography.Paragraph>
                  ) : null}
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
