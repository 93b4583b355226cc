import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import { Button } from 'antd';
import { ROUTES, publicationActions, withLocale, type ListingManagerCard } from '@troc/shared';
import { ButtonLink, useModals } from '@troc/ui';
import { listingName, m } from '../common/labels';
import type { ModerationAction } from '../common/api';

const o = m.moderation;

/** A moderator's buttons on a queued listing: the moderator actions the table allows from its state. */
export function ModerationCardActions({
  card,
  busy,
  onRun,
  onDenied,
}: {
  card: ListingManagerCard;
  busy: string | null;
  onRun: (card: ListingManagerCard, action: Exclude<ModerationAction, 'deny'>) => void;
  onDenied: (card: ListingManagerCard) => void;
}) {
  const { open } = useModals();
  const allowed = publicationActions(card, 'moderator');
  const running = busy === card.slug;
  const disabled = busy !== null;
  return (
    <>
      <ButtonLink to={withLocale(ROUTES.trocEdit(card.slug))} icon={<EditOutlined aria-hidden />}>
        {m.moderation.title}
      </ButtonLink>
      <ButtonLink to={withLocale(ROUTES.trocView(card.slug))} icon={<EyeOutlined aria-hidden />}>
        {m.common.see}
      </ButtonLink>
      {allowed.includes('approve') ? (
        <Button
          type="primary"
          icon={<CheckOutlined aria-hidden />}
          loading={running}
          disabled={disabled}
          onClick={() => onRun(card, 'approve')}
        >
          {o.approve}
        </Button>
      ) : null}
      {allowed.includes('deny') ? (
        <Button
          danger
          icon={<CloseOutlined aria-hidden />}
          disabled={disabled}
          onClick={() =>
            open('moderation-deny', { slug: card.slug, name: listingName(card), onDenied: (view) => onDenied(view) })
          }
        >
          {o.deny}
        </Button>
      ) : null}
      {allowed.includes('reverseDenial') ? (
        <Button
          icon={<UndoOutlined aria-hidden />}
          loading={running}
          disabled={disabled}
          onClick={() => onRun(card, 'reverseDenial')}
        >
          {o.reverse}
        </Button>
      ) : null}
    </>
  );
}
