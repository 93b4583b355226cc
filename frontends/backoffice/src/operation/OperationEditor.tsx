import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Card, Flex, Tabs, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { PublicationStatus, ROUTES, t, withLocale, type OperationView } from '@troc/shared';
import { useLeaveGuard, usePageTitle } from '@troc/ui';
import { m, statusColor, statusLabel } from '../common/labels';
import { PlaceForm } from '../listing-edit/address/AddressForm';
import { AdsForm } from './AdsForm';
import { addListingToOperation, saveOperationForm } from './api';
import { DelegationsPanel } from '../common/DelegationsPanel';
import { o, operationName } from './labels';
import { OperationActionButtons } from './OperationActionButtons';
import { OperationManageForm } from './OperationManageForm';
import { useOperationActions } from './useOperationActions';
import '../listing-edit/edit.css';
import './operation.css';

type Tab = 'manage' | 'address' | 'ads' | 'delegations';
type FormTab = Exclude<Tab, 'delegations'>;
const TABS: Tab[] = ['manage', 'address', 'ads', 'delegations'];
const CLEAN: Record<FormTab, boolean> = { manage: false, address: false, ads: false };

/** The operation edit screen: manage, address and ads forms, delegations, the publication buttons. */
export function OperationEditor({
  operation,
  onChange,
}: {
  operation: OperationView;
  onChange: (view: OperationView) => void;
}) {
  const name = operationName(operation);
  usePageTitle(`${o.edit.title} « ${name} »`);
  const navigate = useNavigate();
  const readOnly = operation.publicationStatus === PublicationStatus.Archived;
  const [tab, setTab] = useState<Tab>('manage');
  const [dirty, setDirty] = useState(CLEAN);
  const [blocked, setBlocked] = useState<Record<string, string[]> | null>(null);
  const [adding, setAdding] = useState(false);
  const anyDirty = Object.values(dirty).some(Boolean);
  const guard = useLeaveGuard(anyDirty, {
    title: m.leave.title,
    body: m.leave.body,
    stay: m.leave.stay,
    leave: m.leave.leave,
  });

  const actions = useOperationActions({
    onChanged: useCallback(
      (view: OperationView) => {
        setBlocked(null);
        onChange(view);
      },
      [onChange],
    ),
    onDeleted: useCallback(() => navigate(withLocale(ROUTES.myOperations)), [navigate]),
    onNotPublishable: useCallback((_: unknown, errors: Record<string, string[]>) => setBlocked(errors), []),
    navigate: guard.navigate,
  });

  const setters = useMemo(
    () =>
      Object.fromEntries(
        (Object.keys(CLEAN) as FormTab[]).map((form) => [
          form,
          (value: boolean) =>
            setDirty((previous) => (previous[form] === value ? previous : { ...previous, [form]: value })),
        ]),
      ) as Record<FormTab, (value: boolean) => void>,
    [],
  );
  const common = (form: FormTab) => ({
    readOnly,
    serverErrors: blocked,
    onSaved: onChange,
    onDirtyChange: setters[form],
  });
  const panes: Record<Tab, ReactElement> = {
    manage: <OperationManageForm operation={operation} {...common('manage')} />,
    address: (
      <PlaceForm<OperationView>
        {...common('address')}
        name="operation_address_form"
        label={o.address.formLabel}
        address={operation.address}
        withNotes={false}
        save={(body) => saveOperationForm(operation.slug, 'address', body)}
        addressOf={(view) => view.address}
      />
    ),
    ads: <AdsForm operation={operation} {...common('ads')} />,
    delegations: (
      <DelegationsPanel subject="operation" slug={operation.slug} readOnly={readOnly} labels={o.delegations} />
    ),
  };

  const addListing = async () => {
    setAdding(true);
    try {
      const created = await addListingToOperation(operation.slug);
      guard.navigate(created.redirect);
    } catch {
      // Shown by the global error modals.
    } finally {
      setAdding(false);
    }
  };

  return (
    <Flex vertical gap={16} className="troc-edit">
      {actions.holder}
      <Flex justify="space-between" align="flex-start" wrap gap={16}>
        <Flex vertical gap={4}>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {name}
          </Typography.Title>
          <Flex gap={8} wrap align="center">
            <Tag color={statusColor(operation.publicationStatus, false)} data-testid="status">
              {statusLabel(operation.publicationStatus, false)}
            </Tag>
            <Typography.Text type="secondary">{operation.availabilityDisplayDates}</Typography.Text>
          </Flex>
        </Flex>
        <Flex gap={8} wrap role="group" aria-label={t(o.common.actionsLabel, { name })}>
          {readOnly ? null : (
            <Button icon={<PlusOutlined aria-hidden />} loading={adding} onClick={() => void addListing()}>
              {o.actions.addListing}
            </Button>
          )}
          <OperationActionButtons card={operation} actions={actions} edit={false} dirty={anyDirty} />
        </Flex>
      </Flex>
      {readOnly ? <Alert type="warning" showIcon title={o.edit.archived} /> : null}
      {blocked ? (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setBlocked(null) }}
          title={o.actions.notPublishable}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {Object.values(blocked)
                .flat()
                .map((text) => (
                  <li key={text}>{text}</li>
                ))}
            </ul>
          }
        />
      ) : null}
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as Tab)}
          role="group"
          aria-label={o.edit.tabsLabel}
          items={TABS.map((key) => ({
            key,
            forceRender: key !== 'delegations',
            label: (
              <span>
                {o.edit.tabs[key]}
                {key !== 'delegations' && dirty[key] ? (
                  <span
                    className="troc-edit__tab-dirty"
                    role="img"
                    aria-label={o.edit.unsaved}
                    title={o.edit.unsaved}
                  />
                ) : null}
              </span>
            ),
            children: panes[key],
          }))}
        />
      </Card>
    </Flex>
  );
}
