import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import { Alert, Button, Card, Flex, Typography, message } from 'antd';
import { useState } from 'react';
import { t, type ListingView, type PublicationAction } from '@troc/shared';
import { useModals } from '@troc/ui';
import { listingName, m } from '../common/labels';
import { moderationAction } from '../common/api';

const o = m.moderation;

/** For moderators of the listing's organisation: approve, deny with a message, reverse a denial. */
export function ModerationPanel({
  listing,
  onChanged,
}: {
  listing: ListingView;
  onChanged: (view: ListingView) => void;
}) {
  const { open } = useModals();
  const [messages, holder] = message.useMessage();
  const [busy, setBusy] = useState<'approve' | 'reverseDenial' | null>(null);
  const name = listingName(listing);
  const can = (action: PublicationAction) => listing.moderatorActions.includes(action);

  const run = async (action: 'approve' | 'reverseDenial') => {
    setBusy(action);
    try {
      const answer = await moderationAction(action, listing.slug);
      if (answer.troc) onChanged(answer.troc);
      void messages.success(t(action === 'approve' ? o.approved : o.reversed, { name }));
    } catch {
      // Shown by the global error modals.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={o.title} size="small">
      {holder}
      <Flex vertical gap={12}>
        <Typography.Text>{listing.rejected ? o.rejectedNotice : can('approve') ? o.waiting : null}</Typography.Text>
        {listing.moderationMessage ? (
          <Alert type="warning" title={o.lastMessage} description={listing.moderationMessage} />
        ) : null}
        <Flex gap={8} wrap>
          {can('approve') ? (
            <Button
              type="primary"
              icon={<CheckOutlined aria-hidden />}
              loading={busy === 'approve'}
              disabled={busy !== null}
              onClick={() => void run('approve')}
            >
              {o.approve}
            </Button>
          ) : null}
          {can('deny') ? (
            <Button
              danger
              icon={<CloseOutlined aria-hidden />}
              disabled={busy !== null}
              onClick={() =>
                open('moderation-deny', {
                  slug: listing.slug,
                  name,
                  onDenied: (view) => {
                    onChanged(view);
                    void messages.info(t(o.denied, { name }));
                  },
                })
              }
            >
              {o.deny}
            </Button>
          ) : null}
          {can('reverseDenial') ? (
            <Button
              icon={<UndoOutlined aria-hidden />}
              loading={busy === 'reverseDenial'}
              disabled={busy !== null}
              onClick={() => void run('reverseDenial')}
            >
              {o.reverse}
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}
