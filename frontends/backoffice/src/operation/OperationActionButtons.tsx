import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { Button, Tooltip } from 'antd';
import { ROUTES, withLocale, type OperationCard } from '@troc/shared';
import { ButtonLink } from '@troc/ui';
import { allowsOperation, o } from './labels';
import type { OperationActions } from './useOperationActions';

/**
 * See, edit, publish or unpublish, duplicate, delete: each shown only when the viewer manages
 * the operation and both its `actions` and the operation table allow it.
 */
export function OperationActionButtons({
  card,
  actions,
  edit = true,
  dirty = false,
}: {
  card: OperationCard;
  actions: OperationActions;
  /** The edit link (not on the edit page itself). */
  edit?: boolean;
  /** Unsaved forms: publishing waits. */
  dirty?: boolean;
}) {
  const busy = actions.busy === card.slug;
  const disabled = actions.busy !== null && !busy;
  return (
    <>
      <ButtonLink to={withLocale(ROUTES.operationView(card.slug))} icon={<EyeOutlined aria-hidden />}>
        {o.common.see}
      </ButtonLink>
      {card.writable && edit ? (
        <ButtonLink to={withLocale(ROUTES.operationEdit(card.slug))} icon={<EditOutlined aria-hidden />}>
          {o.common.edit}
        </ButtonLink>
      ) : null}
      {card.writable && allowsOperation(card, 'publish') ? (
        <Tooltip title={dirty ? o.actions.saveFirst : undefined}>
          <Button
            type="primary"
            icon={<RocketOutlined aria-hidden />}
            loading={busy}
            disabled={disabled || dirty}
            onClick={() => void actions.publish(card)}
          >
            {o.common.publish}
          </Button>
        </Tooltip>
      ) : null}
      {card.writable && allowsOperation(card, 'unpublish') ? (
        <Button
          icon={<StopOutlined aria-hidden />}
          loading={busy}
          disabled={disabled}
          onClick={() => void actions.unpublish(card)}
        >
          {o.common.unpublish}
        </Button>
      ) : null}
      {card.writable ? (
        <Button icon={<CopyOutlined aria-hidden />} disabled={disabled} onClick={() => void actions.duplicate(card)}>
          {o.common.duplicate}
        </Button>
      ) : null}
      {card.writable && allowsOperation(card, 'delete') ? (
        <Button danger icon={<DeleteOutlined aria-hidden />} disabled={disabled} onClick={() => actions.remove(card)}>
          {o.common.delete}
        </Button>
      ) : null}
    </>
  );
}
