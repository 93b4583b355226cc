import { useMutation } from '@tanstack/react-query';
import { ApiError, failureMessage, inModal } from '@troc/ui';
import { Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { type MassActionKind, type MassActionProgress, type MassEditValues } from '@troc/shared';
import type { Selection } from '../useSelection';
import { startMassAction, type MassSelection } from './api';
import { MassEditModal, type PreviewListing } from './MassEditModal';
import { MassReportModal } from './MassReportModal';
import { massActionUi } from '@troc/shared/messages/ui-mass-action';

const m = massActionUi;

export interface MassActionBarProps {
  selection: Selection;
  /** The loader's troc_filter_form, sent when every result is selected. */
  filterForm: Record<string, unknown>;
  /** The listings the page holds (the selected ones preview a promotion). */
  listings?: readonly PreviewListing[];
  /** Called once the report is closed: the list reloads. */
  onDone: () => void;
}

/**
 * The mass actions of « Mes annonces » (supporting §2, §4): edit, publish, unpublish, delete (after
 * a confirmation) on the selection. A refused edit keeps its modal open with the server's message;
 * any other failed call stops the action and closes the modals, the client having shown the JSON
 * error through the global error modals.
 */
export function MassActionBar({ selection, filterForm, listings = [], onDone }: MassActionBarProps) {
  const [editing, setEditing] = useState(false);
  const [started, setStarted] = useState<MassActionProgress | null>(null);
  const [modal, holder] = Modal.useModal();

  const target: MassSelection = selection.all ? { all: true, filterForm } : { all: false, ids: [...selection.ids] };
  const start = useMutation({
    mutationFn: ({ action, values }: { action: MassActionKind; values?: MassEditValues }) =>
      startMassAction(action, target, values, action === 'edit'),
    onSuccess: (response) => {
      setEditing(false);
      setStarted(response.data);
    },
    onError: (error, { action }) => {
      // A refused edit: its modal stays open and says why; anything else was reported globally.
      if (action !== 'edit' || !refused(error)) setEditing(false);
      setStarted(null);
    },
  });
  const editError =
    start.isError && start.variables?.action === 'edit' && refused(start.error)
      ? failureMessage(start.error, '_form')
      : null;

  if (selection.count === 0) return holder;
  const run = (action: MassActionKind) => start.mutate({ action });
  return (
    <Flex gap="small" wrap role="group" aria-label={m.actions}>
      {holder}
      <Button onClick={() => setEditing(true)}>{m.edit}</Button>
      <Button onClick={() => run('publish')} loading={start.isPending && start.variables?.action === 'publish'}>
        {m.publish}
      </Button>
      <Button onClick={() => run('unpublish')} loading={start.isPending && start.variables?.action === 'unpublish'}>
        {m.unpublish}
      </Button>
      <Button
        danger
        loading={start.isPending && start.variables?.action === 'delete'}
        onClick={() =>
          void modal.confirm({
            title: m.confirmDelete,
            okText: m.delete,
            okButtonProps: { danger: true },
            cancelText: m.cancel,
            onOk: () => run('delete'),
          })
        }
      >
        {m.delete}
      </Button>
      <MassEditModal
        open={editing}
        count={selection.count}
        listings={listings.filter((listing) => selection.isSelected(listing.id))}
        submitting={start.isPending}
        error={editing ? editError : null}
        onSubmit={(values) => start.mutate({ action: 'edit', values })}
        onClose={() => {
          start.reset();
          setEditing(false);
        }}
      />
      <MassReportModal
        started={started}
        onClose={() => {
          setStarted(null);
          onDone();
        }}
      />
    </Flex>
  );
}

const refused = (error: unknown): boolean => error instanceof ApiError && inModal(error);
