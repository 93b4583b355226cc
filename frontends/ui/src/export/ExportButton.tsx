import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { fr } from '@troc/shared';
import { ExportModal, type ExportModalProps } from './deferred';

export interface ExportButtonProps extends Omit<ExportModalProps, 'open' | 'onClose'> {
  /** The button's text, « Exporter » by default. */
  label?: ReactNode;
}

/** « Exporter » and its modal (supporting §2, §9): the list's filters written to a file in one of `formats`. */
export function ExportButton({ label, ...modal }: ExportButtonProps) {
  const [open, setOpen] = useState(false);
  // The modal's code loads when it first opens; it then stays mounted for its closing animation.
  const [opened, setOpened] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label ?? fr.ui.exports.open}
      </Button>
      {opened ? <ExportModal {...modal} open={open} onClose={close} /> : null}
    </>
  );
}
