import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { Badge, Button, Drawer } from 'antd';
import { useState, type ReactNode } from 'react';
import { fr } from '@troc/shared';

const ui = fr.ui.listingBrowse.search;

/**
 * The filters of narrow screens: a button (with the number of filters in force) opening the
 * panel in a drawer from the left. The drawer is rendered closed as soon as the page is
 * (forceRender), so that its fields hold the form's values before it is first opened.
 */
export function FilterDrawer({ count, children }: { count: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge count={count} size="small" className="troc-search-filters-toggle">
        <Button icon={<FilterOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {ui.filters}
        </Button>
      </Badge>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={ui.filtersTitle}
        placement="left"
        forceRender
        className="troc-filters"
        footer={
          <Button type="primary" block onClick={() => setOpen(false)}>
            {ui.showResults}
          </Button>
        }
      >
        {children}
      </Drawer>
    </>
  );
}
