import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Card, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fr, Role, shippingAreaName, t, type ShippingProviderView, type ShippingRateView } from '@troc/shared';
import { ListState, NotFoundPage, usePageTitle, useModals, useSession } from '@troc/ui';
import { deleteProvider, fetchProviders, shippingAdminKeys } from './api';
import { ProviderForm } from './ProviderForm';
import './shipping-admin.css';
import { shippingUi } from '@troc/shared/messages/ui-shipping';

const a = shippingUi.admin;

/** /{locale}/admin/shipping/: the carriers of the shipping estimates, for platform admins. */
export function ShippingProvidersPage() {
  const { user } = useSession();
  if (!user?.roles.includes(Role.PlatformAdmin)) return <NotFoundPage />;
  return <Providers />;
}

function Providers() {
  usePageTitle(a.title);
  const client = useQueryClient();
  const { open } = useModals();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({ queryKey: shippingAdminKeys.providers, queryFn: ({ signal }) => fetchProviders(signal) });
  const providers = list.data ?? [];

  const saved = (all: ShippingProviderView[]) => {
    client.setQueryData(shippingAdminKeys.providers, all);
    setEditing(null);
    setNotice(a.saved);
  };

  const remove = (provider: ShippingProviderView) =>
    open('confirm', {
      title: a.deleteTitle,
      body: t(a.deleteBody, { name: provider.name }),
      confirmLabel: a.delete,
      cancelLabel: a.cancel,
      danger: true,
      onConfirm: async () => {
        client.setQueryData(shippingAdminKeys.providers, await deleteProvider(provider.id));
        setNotice(a.deleted);
      },
    });

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {a.title}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => {
            setNotice(null);
            setEditing('new');
          }}
          disabled={editing !== null}
        >
          {a.add}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {a.intro}
      </Typography.Paragraph>
      {notice ? <Alert type="success" showIcon role="status" title={notice} /> : null}
      {editing === 'new' ? <ProviderForm provider={null} onSaved={saved} onCancel={() => setEditing(null)} /> : null}
      <ListState
        status={list.data ? 'ready' : list.isError && !list.isFetching ? 'failed' : 'loading'}
        onRetry={() => void list.refetch()}
        empty={providers.length === 0}
        emptyView={<Typography.Text type="secondary">{a.empty}</Typography.Text>}
      >
        <Flex vertical gap={16}>
          {providers.map((provider) =>
            editing === provider.id ? (
              <ProviderForm key={provider.id} provider={provider} onSaved={saved} onCancel={() => setEditing(null)} />
            ) : (
              <ProviderCard
                key={provider.id}
                provider={provider}
                busy={editing !== null}
                onEdit={() => {
                  setNotice(null);
                  setEditing(provider.id);
                }}
                onDelete={() => remove(provider)}
              />
            ),
          )}
        </Flex>
      </ListState>
    </Flex>
  );
}

const RATE_COLUMNS: TableColumnsType<ShippingRateView> = [
  { key: 'area', title: a.area, render: (_, rate) => shippingAreaName(rate.area) },
  { key: 'unit', title: a.unit, render: (_, rate) => a.unitNames[rate.unit] },
  {
    key: 'threshold',
    title: a.threshold,
    render: (_, rate) => `${rate.maxThreshold.toLocaleString('fr-FR')} ${fr.shipping.units[rate.unit]}`,
  },
  {
    key: 'price',
    title: a.price,
    render: (_, rate) => rate.price.toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' }),
  },
];

function ProviderCard({
  provider,
  busy,
  onEdit,
  onDelete,
}: {
  provider: ShippingProviderView;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          <h2 className="troc-shipping-admin__title">{provider.name}</h2>
          <Tag color={provider.enabled ? 'green' : 'default'}>{provider.enabled ? a.enabled : a.disabled}</Tag>
        </Flex>
      }
      extra={
        <Flex gap={8}>
          <Button
            icon={<EditOutlined aria-hidden />}
            onClick={onEdit}
            disabled={busy}
            aria-label={t(a.editLabel, { name: provider.name })}
          >
            {a.edit}
          </Button>
          <Button
            danger
            icon={<DeleteOutlined aria-hidden />}
            onClick={onDelete}
            disabled={busy}
            aria-label={t(a.deleteLabel, { name: provider.name })}
          >
            {a.delete}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        {t(a.insurance, { value: provider.insurancePerMille.toLocaleString('fr-FR') })}
      </Typography.Paragraph>
      <Table<ShippingRateView>
        rowKey="id"
        columns={RATE_COLUMNS}
        dataSource={provider.rates}
        pagination={false}
        size="small"
        caption={<span className="troc-sr-only">{t(a.rates, { name: provider.name })}</span>}
      />
    </Card>
  );
}
