import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatServiceName, fr, PublicationStatus, ROUTES, t, withLocale, type ListingView } from '@troc/shared';
import { ApiError, ButtonLink, safeRedirect } from '@troc/ui';
import { publicationDate, STATUS_COLORS, statusLabel } from '../listing/labels';
import { runListingAction, type ManagerAction } from './api';
import { ListingHistory } from './ListingHistory';

const ui = fr.ui.listingBrowse.manager;
type Action = ManagerAction;

/** What the owner reads once a transition went through. */
function afterTransition(status: PublicationStatus): string {
  if (status === PublicationStatus.Published) return ui.published;
  if (status === PublicationStatus.ToPublish) return ui.scheduled;
  if (status === PublicationStatus.ToModerate) return ui.sentToModeration;
  return ui.unpublished;
}

/**
 * The manager's card on the listing (core §6): status, visibility, metrics and the actions the
 * publication table allows, as the server lists them in `actions`; then the history.
 */
export function ManagerPanel({ view, onChange }: { view: ListingView; onChange: (view: ListingView) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Action | null>(null);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const editPath = withLocale(ROUTES.trocEdit(view.slug));

  const run = async (action: Action) => {
    setBusy(action);
    setNotice(null);
    try {
      // A refused transition or an incomplete listing is explained here; the rest by the modals.
      const answer = await runListingAction(action, view.slug);
      if (answer.redirect) {
        navigate(safeRedirect(answer.redirect));
      } else if (answer.troc) {
        onChange(answer.troc);
        setNotice({ type: 'success', text: afterTransition(answer.troc.publicationStatus) });
      }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
        setNotice({ type: 'error', text: error.message });
      }
    } finally {
      setBusy(null);
    }
  };

  const can = (action: 'publish' | 'unpublish' | 'delete') => view.actions.includes(action);
  return (
    <Card title={<h2 className="troc-card-title">{ui.title}</h2>} className="troc-manager">
      <Flex vertical gap={16}>
        {view.rejected ? (
          <Alert
            type="warning"
            showIcon
            title={ui.rejected}
            description={
              view.moderationMessage ? (
                <>
                  <strong>{ui.moderationMessage} :</strong> {view.moderationMessage}
                </>
              ) : undefined
            }
          />
        ) : null}
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'status',
              label: ui.status,
              children: (
                <Flex gap={8} wrap align="center">
                  <Tag color={STATUS_COLORS[view.publicationStatus]}>
                    {statusLabel(view.publicationStatus, view.rejected)}
                  </Tag>
                  <Typography.Text type="secondary">{publicationDate(view)}</Typography.Text>
                </Flex>
              ),
            },
            {
              key: 'visibility',
              label: ui.visibility,
              children: view.visibility.length ? (
                <Flex wrap gap={4}>
                  {view.visibility.map((v) => (
                    <Tag key={v} style={{ margin: 0 }}>
                      {fr.listing.visibilities[v]}
                    </Tag>
                  ))}
                </Flex>
              ) : (
                fr.fallback.notProvided
              ),
            },
            {
              key: 'manager',
              label: ui.manager,
              children: `${view.manager.firstname} ${view.manager.lastname}`.trim(),
            },
            {
              key: 'service',
              label: ui.service,
              children: view.service ? formatServiceName(view.service.name) : fr.fallback.notProvided,
            },
            { key: 'views', label: ui.views, children: view.viewTotal.toLocaleString('fr-FR') },
          ]}
        />
        <Flex gap={8} wrap>
          {view.editable ? (
            <ButtonLink to={editPath} icon={<EditOutlined aria-hidden />}>
              {ui.edit}
            </ButtonLink>
          ) : null}
          {can('publish') ? (
            <Button
              type="primary"
              icon={<SendOutlined aria-hidden />}
              loading={busy === 'publish'}
              disabled={!view.publishable || (busy !== null && busy !== 'publish')}
              onClick={() => run('publish')}
            >
              {ui.publish}
            </Button>
          ) : null}
          {can('unpublish') ? (
            <Button
              icon={<EyeInvisibleOutlined aria-hidden />}
              loading={busy === 'unpublish'}
              disabled={busy !== null && busy !== 'unpublish'}
              onClick={() => run('unpublish')}
            >
              {ui.unpublish}
            </Button>
          ) : null}
          <Button
            icon={<CopyOutlined aria-hidden />}
            loading={busy === 'clone'}
            disabled={busy !== null && busy !== 'clone'}
            onClick={() => run('clone')}
          >
            {ui.duplicate}
          </Button>
          {can('delete') ? (
            <Popconfirm
              title={ui.deleteTitle}
              description={<div style={{ maxWidth: 320 }}>{t(ui.deleteBody, { name: view.name })}</div>}
              okText={ui.deleteConfirm}
              cancelText={ui.cancel}
              okButtonProps={{ danger: true }}
              onConfirm={() => run('delete')}
            >
              <Button danger icon={<DeleteOutlined aria-hidden />} loading={busy === 'delete'}>
                {ui.delete}
              </Button>
            </Popconfirm>
          ) : null}
        </Flex>
        {can('publish') && !view.publishable ? (
          <Typography.Text type="secondary">
            {ui.notPublishable} <Link to={editPath}>{ui.edit}</Link>
          </Typography.Text>
        ) : null}
        {notice ? <Alert type={notice.type} showIcon title={notice.text} role="status" /> : null}
        <ListingHistory history={view.history} />
      </Flex>
    </Card>
  );
}
