import { useMutation } from '@tanstack/react-query';
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
 * a confirmation) on the selection. A failed call stops the action and closes the modals; the
 * client has already shown the JSON error through the global error modals.
 */
export function MassActionBar({ selection, filterForm, listings = [], onDone }: MassActionBarProps) {
  const [editing, setEditing] = useState(false);
  const [started, setStarted] = useState<MassActionProgress | null>(null);
  const [modal, holder] = Modal.useModal();

  const target: MassSelection = selection.all ? { all: true, filterForm } : { all: false, ids: [...selection.ids] };
  const start = useMutation({
    mutationFn: ({ action, values }: { action: MassActionKind; values?: MassEditValues }) =>
      startMassAction(action, target, values),
    onSuccess: (response) => {
      setEditing(false);
      setStarted(response.data);
    },
    onError: () => {
      setEditing(false);
      setStarted(null);
    },
  });

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
        onSubmit={(values) => start.mutate({ action: 'edit', values })}
        onClose={() => setEditing(false)}
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
