import { Button, Drawer } from 'antd';
import type { ReactNode } from 'react';
import { fr } from '@troc/shared';

const ui = fr.ui.listingBrowse.search;

/**
 * The filter panel of narrow screens, in a drawer from the left. Rendered closed as soon as the
 * page is (forceRender), so that its fields hold the form's values before it is first opened.
 */
export function FilterDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={ui.filtersTitle}
      placement="left"
      forceRender
      className="troc-filters"
      footer={
        <Button type="primary" block onClick={onClose}>
          {ui.showResults}
        </Button>
      }
    >
      {children}
    </Drawer>
  );
}
