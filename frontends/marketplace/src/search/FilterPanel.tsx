import DownOutlined from '@ant-design/icons/DownOutlined';
import { Checkbox, Form, Input, Skeleton } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { fr, t, type PerimeterFilterForm, RequestType, SwapType } from '@troc/shared';
import { ServicesFilter } from '@troc/ui';

const ui = fr.ui.listingBrowse.search;

const REQUEST_TYPES = Object.values(RequestType).map((value) => ({ value, label: fr.listing.requestTypes[value] }));
const SWAP_TYPES = Object.values(SwapType).map((value) => ({ value, label: fr.listing.swapTypes[value] }));

const DateAndPriceFilters = lazy(() =>
  import('./DateAndPriceFilters').then((m) => ({ default: m.DateAndPriceFilters })),
);

/**
 * The filter panel, inside the search form: choices apply at once, the organisation name
 * when the field is left or Enter is pressed, the price when the handle is released. The
 * dates and the price sit behind a disclosure, open when one of them is in force.
 */
export function FilterPanel({
  onApply,
  perimeter,
  onPerimeter,
  moreActive,
}: {
  onApply: () => void;
  /** The user services filter's choice (organisation admins only; nothing shows for others). */
  perimeter: PerimeterFilterForm;
  onPerimeter: (value: PerimeterFilterForm) => void;
  /** How many of the dates and price filters are in force. */
  moreActive: number;
}) {
  const [open, setOpen] = useState(moreActive > 0);
  const moreId = useId();

  return (
    <>
      <Form.Item name="requestType" label={ui.requestType}>
        <Checkbox.Group options={REQUEST_TYPES} className="troc-filter-checks" />
      </Form.Item>
      <Form.Item name="swapType" label={ui.swapType}>
        <Checkbox.Group options={SWAP_TYPES} className="troc-filter-checks" />
      </Form.Item>
      <Form.Item name="fromClientName" label={ui.fromClientName}>
        <Input
          placeholder={ui.fromClientNamePlaceholder}
          onBlur={onApply}
          onPressEnter={onApply}
          allowClear
          maxLength={255}
        />
      </Form.Item>
      <div className="ant-form-item">
        <ServicesFilter value={perimeter} onChange={onPerimeter} />
      </div>
      <Form.Item name="tama" valuePropName="checked">
        <Checkbox>{ui.tama}</Checkbox>
      </Form.Item>
      <button
        type="button"
        className="troc-filters-more"
        aria-expanded={open}
        aria-controls={moreId}
        onClick={() => setOpen((was) => !was)}
      >
        {moreActive ? t(ui.moreFiltersActive, { count: moreActive }) : ui.moreFilters}
        <DownOutlined aria-hidden className="troc-filters-more__icon" />
      </button>
      <div id={moreId} hidden={!open} className="troc-filters-more__panel">
        {open ? (
          <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 3 }} />}>
            <DateAndPriceFilters onApply={onApply} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
