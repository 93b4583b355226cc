import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Alert, Button, Flex, Popconfirm } from 'antd';
import { useEffect } from 'react';
import { fr, type CartLineView } from '@troc/shared';
import { useTrackerAction } from '../tracker/useTrackerAction';
import { trackerUi } from '@troc/shared/messages/ui-tracker';

const ACTIONS = ['approve', 'deny'] as const;

/** The cédant's answer to a submitted line: approve or deny its exchange, as the server allows. */
export function LineTrackerActions({
  tracker,
  name,
  onChanged,
}: {
  tracker: NonNullable<CartLineView['tracker']>;
  name: string;
  onChanged: () => void;
}) {
  const { run, busy, notice, label } = useTrackerAction(tracker.slug);
  const shown = ACTIONS.filter((action) => tracker.actions.includes(action));
  useEffect(() => {
    if (notice?.type === 'success') onChanged();
  }, [notice, onChanged]);

  return (
    <Flex vertical gap={8}>
      {shown.length ? (
        <Flex gap={8} wrap role="group" aria-label={label(name)}>
          {shown.map((action) => (
            <Popconfirm
              key={action}
              title={fr.tracker.actions[action]}
              description={<div style={{ maxWidth: 300 }}>{trackerUi.actions.confirm[action]}</div>}
              okText={trackerUi.actions.yes}
              cancelText={trackerUi.actions.no}
              okButtonProps={{ danger: action === 'deny' }}
              onConfirm={() => run(action)}
            >
              <Button
                type={action === 'approve' ? 'primary' : 'default'}
                danger={action === 'deny'}
                icon={action === 'approve' ? <CheckOutlined aria-hidden /> : <CloseOutlined aria-hidden />}
                loading={busy === action}
                disabled={busy !== null && busy !== action}
              >
                {fr.tracker.actions[action]}
              </Button>
            </Popconfirm>
          ))}
        </Flex>
      ) : null}
      {notice ? <Alert type={notice.type} showIcon title={notice.text} role="status" /> : null}
    </Flex>
  );
}
