import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { Button, Flex, Typography } from 'antd';
import { useId } from 'react';
import { ROUTES, t, withLocale, type ListingView } from '@troc/shared';
import { ButtonLink } from '@troc/ui';
import { m } from '../common/labels';
import { allows } from '../common/api';
import type { ListingActions } from '../common/useListingActions';

/** « Description », « Adresse » et « Calendrier » */
const tabList = (tabs: readonly string[]) => {
  const quoted = tabs.map((tab) => `« ${tab} »`);
  return quoted.length < 2 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} et ${quoted.at(-1)}`;
};

/**
 * The owner's buttons on the edit page. Each shows only when the server's `actions` and the
 * publication table allow it. While tabs hold unsaved changes, « Publier » waits: the reason is
 * written beside it (and describes it), and « Enregistrer puis publier » saves them first.
 */
export function PublicationBar({
  listing,
  actions,
  manages,
  unsavedTabs = [],
  onSaveThenPublish,
  saving = false,
}: {
  listing: ListingView;
  actions: ListingActions;
  manages: boolean;
  /** The names of the tabs with unsaved changes. */
  unsavedTabs?: readonly string[];
  onSaveThenPublish?: () => void;
  saving?: boolean;
}) {
  const busy = actions.busy === listing.slug;
  const why = useId();
  const dirty = unsavedTabs.length > 0;
  const publishable = allows(listing, 'publish');
  return (
    <Flex vertical gap={4} align="flex-end" className="troc-publication">
      <Flex
        gap={8}
        wrap
        role="group"
        aria-label={t(m.common.actionsLabel, { name: listing.name || m.common.untitled })}
      >
        <ButtonLink to={withLocale(ROUTES.trocView(listing.slug))} icon={<EyeOutlined aria-hidden />}>
          {m.common.seeListing}
        </ButtonLink>
        {publishable ? (
          <Button
            type={dirty && onSaveThenPublish ? 'default' : 'primary'}
            icon={<RocketOutlined aria-hidden />}
            loading={busy}
            disabled={dirty}
            aria-describedby={dirty ? why : undefined}
            onClick={() => void actions.publish(listing)}
          >
            {m.common.publish}
          </Button>
        ) : null}
        {publishable && dirty && onSaveThenPublish ? (
          <Button
            type="primary"
            icon={<SaveOutlined aria-hidden />}
            loading={saving || busy}
            aria-describedby={why}
            onClick={onSaveThenPublish}
          >
            {m.actions.saveThenPublish}
          </Button>
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
      {publishable && dirty ? (
        <Typography.Text type="warning" id={why} className="troc-publication__why">
          {t(m.actions.unsavedIn, { tabs: tabList(unsavedTabs) })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
