import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { Alert, Button, Flex, Popconfirm } from 'antd';
import { fr, ROUTES, withLocale, type TrackerCard } from '@troc/shared';
import { ButtonLink } from '@troc/ui';
import type { CardAction } from './api';
import { BUTTON_ACTIONS, ui } from './labels';
import { useTrackerAction } from './useTrackerAction';

const ICONS: Record<CardAction, typeof CheckOutlined> = {
  approve: CheckOutlined,
  complete: CheckOutlined,
  deny: CloseOutlined,
  cancel: StopOutlined,
  swapCancel: StopOutlined,
};

const PRIMARY = new Set<string>(['approve', 'complete', 'record']);
const DANGER = new Set<string>(['deny', 'swapCancel']);

/**
 * The actions the viewer may take now, as the server lists them in `actions`: each asks for a
 * confirmation, then the exchange is updated wherever it is shown. Recording opens its form.
 */
export function TrackerActions({ card, vertical = false }: { card: TrackerCard; vertical?: boolean }) {
  const { run, busy, notice, label } = useTrackerAction(card.slug);
  const shown = BUTTON_ACTIONS.filter((action) => card.actions.includes(action));
  if (shown.length === 0 && !notice) return null;

  return (
    <Flex vertical gap={8}>
      {shown.length ? (
        <Flex gap={8} wrap vertical={vertical} role="group" aria-label={label(card.name)}>
          {shown.map((action) => {
            if (action === 'record') {
              return (
                <ButtonLink
                  key={action}
                  type="primary"
                  icon={<EditOutlined aria-hidden />}
                  to={withLocale(ROUTES.trackerEdit(card.slug))}
                >
                  {fr.tracker.actions.record}
                </ButtonLink>
              );
            }
            const Icon = ICONS[action];
            return (
              <Popconfirm
                key={action}
                title={fr.tracker.actions[action]}
                description={<div style={{ maxWidth: 300 }}>{ui.actions.confirm[action]}</div>}
                okText={ui.actions.yes}
                cancelText={ui.actions.no}
                okButtonProps={{ danger: DANGER.has(action) }}
                onConfirm={() => run(action)}
              >
                <Button
                  type={PRIMARY.has(action) ? 'primary' : 'default'}
                  danger={DANGER.has(action)}
                  icon={<Icon aria-hidden />}
                  loading={busy === action}
                  disabled={busy !== null && busy !== action}
                >
                  {fr.tracker.actions[action]}
                </Button>
              </Popconfirm>
            );
          })}
        </Flex>
      ) : null}
      {notice ? <Alert type={notice.type} showIcon title={notice.text} role="status" /> : null}
    </Flex>
  );
}
