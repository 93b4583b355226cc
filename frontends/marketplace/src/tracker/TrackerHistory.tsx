import { Timeline, Typography } from 'antd';
import { fr, t, type TrackerHistoryEntry } from '@troc/shared';
import { statusLabel, ui } from './labels';

const s = ui.summary;

/** Every step of the exchange, oldest first: what was done, by whom, when, and the status it led to. */
export function TrackerHistory({ history }: { history: readonly TrackerHistoryEntry[] }) {
  if (history.length === 0) return <Typography.Text type="secondary">{s.historyEmpty}</Typography.Text>;
  return (
    <Timeline
      className="troc-history"
      items={history.map((entry, index) => ({
        key: index,
        content: (
          <>
            <strong>{entry.action === 'create' ? s.created : fr.tracker.actions[entry.action]}</strong>
            {' — '}
            {statusLabel(entry.to)}
            <br />
            <Typography.Text type="secondary">
              {entry.by ? `${t(s.by, { name: entry.by })}, ` : ''}
              {entry.displayDate}
            </Typography.Text>
            {entry.message ? <div className="troc-prewrap">{entry.message}</div> : null}
          </>
        ),
      }))}
    />
  );
}
