import BellOutlined from '@ant-design/icons/BellOutlined';
import { Button } from 'antd';
import { fr, type SearchValues } from '@troc/shared';
import { useModals, useSession } from '@troc/ui';
import './register';

/** « Créer une alerte » on the search page, for signed-in members: saves the current search. */
export function SaveAlertButton(props: { values: SearchValues; areaName: string | null }) {
  const { user } = useSession();
  const { open } = useModals();
  if (!user) return null;
  return (
    <Button icon={<BellOutlined aria-hidden />} onClick={() => open('save-alert', props)}>
      {fr.alert.ui.create}
    </Button>
  );
}
