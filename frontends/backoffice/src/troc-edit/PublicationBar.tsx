import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { Button, Flex, Tooltip } from 'antd';
import { ROUTES, t, withLocale, type ListingView } from '@troc/shared';
import { ButtonLink } from '@troc/ui';
import { m } from '../common/labels';
import { allows } from '../common/api';
import type { ListingActions } from '../common/useListingActions';

/**
 * The owner's buttons on the edit page. Each shows only when the server's `actions` and the
 * publication table allow it; publishing waits until every form is saved.
 */
export function PublicationBar({
  listing,
  actions,
  manages,
  dirty,
}: {
  listing: ListingView;
  actions: ListingActions;
  manages: boolean;
  dirty: boolean;
}) {
  const busy = actions.busy === listing.slug;
  return (
    <Flex gap={8} wrap role="group" aria-label={t(m.common.actionsLabel, { name: listing.name || m.common.untitled })}>
      <ButtonLink to={withLocale(ROUTES.trocView(listing.slug))} icon={<EyeOutlined aria-hidden />}>
        {m.common.seeListing}
      </ButtonLink>
      {allows(listing, 'publish') ? (
        <Tooltip title={dirty ? m.actions.saveFirst : undefined}>
          <Button
            type="primary"
            icon={<RocketOutlined aria-hidden />}
            loading={busy}
            disabled={dirty}
            onClick={() => void actions.publish(listing)}
          >
            {m.common.publish}
          </Button>
        </Tooltip>
      ) : null}
      {allows(listing, 'unpublish') ? (
        <Button icon={<StopOutlined aria-hidden />} loading={busy} onClick={() => void actions.unpublish(listing)}>
          {m.common.unpublish}
        </Button>
      ) : null}
      {manages ? (
        <Button icon={<CopyOutlined aria-hidden />} disabled={busy} onClick={() => void actions.duplicate(listing)}>
          {m.common.duplicate}
        </Button>
      ) : null}
      {allows(listing, 'delete') ? (
        <Button danger icon={<DeleteOutlined aria-hidden />} disabled={busy} onClick={() => actions.remove(listing)}>
          {m.common.delete}
        </Button>
      ) : null}
    </Flex>
  );
}
