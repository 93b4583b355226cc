import { Button, Flex, Typography } from 'antd';
import { fr } from '@troc/shared';

export interface SaveBarProps {
  /** The save is on its way: the button spins and cannot be pressed twice. */
  saving: boolean;
  /** The last save went through and nothing changed since: says so to everyone, screen readers included. */
  saved: boolean;
  /** Read-only forms have nothing to save: no bar at all. */
  hidden?: boolean;
  /** « Enregistrer » by default. */
  label?: string;
  /** « Vos modifications ont été enregistrées. » by default. */
  savedText?: string;
}

/** The foot of an edit form: its submit button and the « saved » notice beside it. */
export function SaveBar({
  saving,
  saved,
  hidden = false,
  label = fr.ui.common.save,
  savedText = fr.ui.common.saved,
}: SaveBarProps) {
  if (hidden) return null;
  return (
    <Flex gap={16} align="center" className="troc-save-bar">
      <Button type="primary" htmlType="submit" loading={saving}>
        {label}
      </Button>
      {saved ? (
        <Typography.Text type="success" role="status">
          {savedText}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
