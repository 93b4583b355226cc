import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { Button } from 'antd';
import { ROUTES, withLocale, type ListingManagerCard } from '@troc/shared';
import { ButtonLink } from '@troc/ui';
import { m } from '../common/labels';
import { allows } from '../common/api';
import type { ListingActions } from '../common/useListingActions';

/**
 * See, edit, publish or unpublish, duplicate, delete: each shown only when the viewer manages
 * the listing and the publication table allows it from the listing's status.
 */
export function OwnerCardActions({ card, actions }: { card: ListingManagerCard; actions: ListingActions }) {
  const busy = actions.busy === card.slug;
  const disabled = actions.busy !== null && !busy;
  return (
    <>
      <ButtonLink to={withLocale(ROUTES.trocView(card.slug))} icon={<EyeOutlined aria-hidden />}>
        {m.common.see}
      </ButtonLink>
      {card.editable ? (
        <ButtonLink to={withLocale(ROUTES.trocEdit(card.slug))} icon={<EditOutlined aria-hidden />}>
          {m.common.edit}
        </ButtonLink>
      ) : null}
      {allows(card, 'publish') ? (
        <Button
          type="primary"
          icon={<RocketOutlined aria-hidden />}
          loading={busy}
          disabled={disabled}
          onClick={() => void actions.publish(card)}
        >
          {m.common.publish}
        </Button>
      ) : null}
      {allows(card, 'unpublish') ? (
        <Button
          icon={<StopOutlined aria-hidden />}
          loading={busy}
          disabled={disabled}
          onClick={() => void actions.unpublish(card)}
        >
          {m.common.unpublish}
        </Button>
      ) : null}
      <Button icon={<CopyOutlined aria-hidden />} disabled={disabled} onClick={() => void actions.duplicate(card)}>
        {m.common.duplicate}
      </Button>
      {allows(card, 'delete') ? (
        <Button danger icon={<DeleteOutlined aria-hidden />} disabled={disabled} onClick={() => actions.remove(card)}>
          {m.common.delete}
        </Button>
      ) : null}
    </>
  );
}
