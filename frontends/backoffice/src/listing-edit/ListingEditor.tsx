import { Alert, Card, Flex, Tabs, Tag, Typography } from 'antd';
import { DelegationsPanel } from '../common/DelegationsPanel';
import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  PublicationStatus,
  ROUTES,
  isEditable,
  isPharmacy,
  listingFieldLabels,
  t,
  withLocale,
  type CategoryNode,
  type ListingEditForm,
  type ListingView,
} from '@troc/shared';
import { useLeaveGuard, usePageTitle } from '@troc/ui';
import { L, listingName, m, statusColor, statusLabel } from '../common/labels';
import { useListingActions } from '../common/useListingActions';
import { AddressForm } from './address/AddressForm';
import { CalendarForm } from './calendar/CalendarForm';
import { CarbonSection } from './carbon/CarbonSection';
import { DetailsForm } from './details/DetailsForm';
import { useUnwritten } from './draft';
import type { SaveHandle } from './editForm';
import { tabOf } from './fieldLabels';
import { HistoryList } from './HistoryList';
import { ManageForm } from './manage/ManageForm';
import { ModerationPanel } from './ModerationPanel';
import { PublicationBar } from './PublicationBar';
import { PublishErrors } from './PublishErrors';
import './edit.css';

type Dirty = Record<ListingEditForm, boolean>;
const CLEAN: Dirty = { details: false, manage: false, calendar: false, address: false };
const TABS: ListingEditForm[] = ['details', 'manage', 'calendar', 'address'];

/** The listing edit screen (core §2): four forms in tabs, publication buttons, moderation. */
export function ListingEditor({
  listing,
  tree,
  onChange,
}: {
  listing: ListingView;
  tree: readonly CategoryNode[];
  onChange: (view: ListingView) => void;
}) {
  const name = listingName(listing);
  // The new-listing page before its first save: no draft yet, so nothing that needs one.
  const unwritten = useUnwritten(listing.slug);
  usePageTitle(`${m.edit.title} « ${name} »`);
  const navigate = useNavigate();
  const manages = listing.currentUser || listing.currentManager;
  const readOnly = !manages || !isEditable(listing.publicationStatus);
  const [tab, setTab] = useState<ListingEditForm>('details');
  const [dirty, setDirty] = useState<Dirty>(CLEAN);
  const [savedThisVisit, setSavedThisVisit] = useState(false);
  const [publishErrors, setPublishErrors] = useState<Record<string, string[]> | null>(null);
  const [categoryPath, setCategoryPath] = useState(listing.categoryHierarchy);
  const labels = listingFieldLabels(isPharmacy(categoryPath));

  const anyDirty = Object.values(dirty).some(Boolean);
  const saves = useRef<Partial<Record<ListingEditForm, SaveHandle>>>({});
  const [savingAll, setSavingAll] = useState(false);
  // Saved but still a draft: nobody sees it until it is published (core §2 leave warning).
  const unpublished = manages && savedThisVisit && listing.publicationStatus === PublicationStatus.Draft;
  const guard = useLeaveGuard(anyDirty || unpublished, {
    title: anyDirty ? m.leave.title : m.leave.unpublishedTitle,
    body: anyDirty ? m.leave.body : m.leave.unpublishedBody,
    stay: m.leave.stay,
    leave: m.leave.leave,
  });

  const changed = useCallback(
    (view: ListingView) => {
      onChange(view);
      setPublishErrors(null);
    },
    [onChange],
  );
  const saved = useCallback(
    (view: ListingView) => {
      onChange(view);
      setSavedThisVisit(true);
    },
    [onChange],
  );
  const actions = useListingActions({
    onChanged: changed,
    onDeleted: useCallback(() => navigate(withLocale(ROUTES.myListings)), [navigate]),
    onNotPublishable: useCallback((_: unknown, errors: Record<string, string[]>) => {
      setPublishErrors(errors);
      const first = Object.keys(errors).map(tabOf).find(Boolean);
      if (first) setTab(first);
    }, []),
    navigate: guard.navigate,
  });

  const dirtySetters = useMemo(
    () =>
      Object.fromEntries(
        TABS.map((form) => [
          form,
          (value: boolean) =>
            setDirty((previous) => (previous[form] === value ? previous : { ...previous, [form]: value })),
        ]),
      ) as Record<ListingEditForm, (value: boolean) => void>,
    [],
  );

  const saveSetters = useMemo(
    () =>
      Object.fromEntries(
        TABS.map((form) => [
          form,
          (save: SaveHandle | null) => {
            if (save) saves.current[form] = save;
            else delete saves.current[form];
          },
        ]),
      ) as Record<ListingEditForm, (save: SaveHandle | null) => void>,
    [],
  );
  /** Saves each tab with changes in turn, stops on the first that shows errors (and opens it), then publishes. */
  const saveThenPublish = async () => {
    if (savingAll) return;
    setSavingAll(true);
    try {
      for (const form of TABS) {
        const save = saves.current[form];
        if (!dirty[form] || !save) continue;
        if (!(await save())) {
          setTab(form);
          return;
        }
      }
    } finally {
      setSavingAll(false);
    }
    await actions.publish(listing);
  };

  const common = (form: ListingEditForm) => ({
    listing,
    readOnly,
    serverErrors: publishErrors,
    onSaved: saved,
    onDirtyChange: dirtySetters[form],
    registerSave: saveSetters[form],
  });
  const panes: Record<ListingEditForm, ReactElement> = {
    details: <DetailsForm {...common('details')} tree={tree} onCategoryChange={setCategoryPath} />,
    manage: <ManageForm {...common('manage')} pharmacy={isPharmacy(categoryPath)} />,
    calendar: unwritten ? (
      <Alert type="info" showIcon title={m.newListing.saveFirst} />
    ) : (
      <CalendarForm listing={listing} />
    ),
    address: <AddressForm {...common('address')} />,
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
            <Tag color={statusColor(listing.publicationStatus, listing.rejected)} data-testid="status">
              {statusLabel(listing.publicationStatus, listing.rejected)}
            </Tag>
            <Tag>{L.requestTypes[listing.requestType]}</Tag>
            <Typography.Text type="secondary">
              {unwritten
                ? m.newListing.unwritten
                : `${t(m.common.reference, { reference: listing.trocReference })} · ${listing.publicationDisplayDate}`}
            </Typography.Text>
          </Flex>
        </Flex>
        {unwritten ? null : (
          <PublicationBar
            listing={listing}
            actions={actions}
            manages={manages}
            unsavedTabs={TABS.filter((form) => dirty[form]).map((form) => m.edit.tabs[form])}
            onSaveThenPublish={() => void saveThenPublish()}
            saving={savingAll}
          />
        )}
      </Flex>
      <Notices listing={listing} manages={manages} />
      {listing.moderator ? <ModerationPanel listing={listing} onChanged={changed} /> : null}
      {publishErrors ? (
        <PublishErrors errors={publishErrors} labels={labels} onGoTo={setTab} onClose={() => setPublishErrors(null)} />
      ) : null}
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as ListingEditForm)}
          // A named group around the tab list: aria-label alone is not allowed on a plain div.
          role="group"
          aria-label={m.edit.tabsLabel}
          items={TABS.map((form) => ({
            key: form,
            // Every form stays mounted, so unsaved changes survive a change of tab.
            forceRender: true,
            label: (
              <span>
                {m.edit.tabs[form]}
                {dirty[form] ? (
                  <span
                    className="troc-edit__tab-dirty"
                    role="img"
                    aria-label={m.edit.unsaved}
                    title={m.edit.unsaved}
                  />
                ) : null}
              </span>
            ),
            children: panes[form],
          }))}
        />
      </Card>
      {manages && !unwritten ? <CarbonSection slug={listing.slug} /> : null}
      {manages && !unwritten ? (
        <Card
          title={
            <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
              {m.delegations.title}
            </Typography.Title>
          }
        >
          <DelegationsPanel subject="troc" slug={listing.slug} readOnly={readOnly} labels={m.delegations} />
        </Card>
      ) : null}
      {listing.history.length ? <HistoryList entries={listing.history} /> : null}
    </Flex>
  );
}

/** Why the forms are read-only, or what the moderation said. */
function Notices({ listing, manages }: { listing: ListingView; manages: boolean }) {
  if (listing.publicationStatus === PublicationStatus.Archived)
    return <Alert type="warning" showIcon title={m.edit.archived} />;
  // Only moderators reach the page without managing the listing.
  if (!manages) return <Alert type="info" showIcon title={m.moderation.moderatorNotice} />;
  if (listing.publicationStatus === PublicationStatus.ToModerate && listing.rejected) {
    return <Alert type="error" showIcon title={m.edit.rejected} description={listing.moderationMessage ?? undefined} />;
  }
  if (listing.publicationStatus === PublicationStatus.ToModerate)
    return <Alert type="info" showIcon title={m.edit.toModerate} />;
  return null;
}
