import { Collapse, Timeline, Typography } from 'antd';
import { fr, t, type ListingHistoryEntry } from '@troc/shared';
import { statusLabel } from '../listing/labels';

const ui = fr.ui.listingBrowse.manager;

/** The last status changes of the listing, newest first, folded by default. */
export function ListingHistory({ history }: { history: ListingHistoryEntry[] }) {
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'history',
          label: `${ui.history} (${history.length})`,
          children: history.length ? (
            <Timeline
              items={history.map((entry, index) => ({
                key: index,
                content: (
                  <>
                    <div>
                      {t(ui.historyEntry, {
                        action: fr.listing.audit[entry.action] ?? entry.action,
                        from: statusLabel(entry.from, false),
                        to: statusLabel(entry.to, false),
                      })}
                    </div>
                    <Typography.Text type="secondary">
                      {entry.by
                        ? t(ui.historyBy, { name: entry.by, date: entry.displayDate })
                        : t(ui.historyOn, { date: entry.displayDate })}
                    </Typography.Text>
                    {entry.message ? <blockquote className="troc-history__message">{entry.message}</blockquote> : null}
                  </>
                ),
              }))}
            />
          ) : (
            <Typography.Text type="secondary">{ui.historyEmpty}</Typography.Text>
          ),
        },
      ]}
    />
  );
}
