import { Checkbox, DatePicker, Form, Input, Slider, Typography } from 'antd';
import { formatEuros, fr, type PerimeterFilterForm, RequestType, SwapType } from '@troc/shared';
import { ServicesFilter } from '@troc/ui';
import { priceLabel } from './activeFilters';
import { DATE_FORMAT } from './searchFields';
import { PRICE_SLIDER_MAX, PRICE_SLIDER_STEP, priceFromSlider, priceRangeActive } from './searchForm';

const ui = fr.ui.listingBrowse.search;

const REQUEST_TYPES = Object.values(RequestType).map((value) => ({ value, label: fr.listing.requestTypes[value] }));
const SWAP_TYPES = Object.values(SwapType).map((value) => ({ value, label: fr.listing.swapTypes[value] }));

/**
 * The filter panel, inside the search form: choices apply at once, the organisation name
 * when the field is left or Enter is pressed, the price when the handle is released.
 */
export function FilterPanel({
  onApply,
  perimeter,
  onPerimeter,
}: {
  onApply: () => void;
  /** The user services filter's choice (organisation admins only; nothing shows for others). */
  perimeter: PerimeterFilterForm;
  onPerimeter: (value: PerimeterFilterForm) => void;
}) {
  const price = Form.useWatch<[number, number] | undefined>('price');
  const bounds = price ? priceFromSlider(price) : null;

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
      <Form.Item name="publishedAfter" label={ui.publishedAfter}>
        <DatePicker format={DATE_FORMAT} placeholder={ui.datePlaceholder} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="publishedBefore" label={ui.publishedBefore}>
        <DatePicker format={DATE_FORMAT} placeholder={ui.datePlaceholder} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="price"
        label={ui.price}
        extra={
          <Typography.Text type="secondary" aria-live="polite">
            {bounds && priceRangeActive(bounds) ? priceLabel(bounds) : ui.priceAny}
          </Typography.Text>
        }
      >
        <Slider
          range
          min={0}
          max={PRICE_SLIDER_MAX}
          step={PRICE_SLIDER_STEP}
          onChangeComplete={onApply}
          tooltip={{ formatter: (value) => formatEuros(value ?? 0) }}
          ariaLabelForHandle={[ui.priceMinHandle, ui.priceMaxHandle]}
          ariaValueTextFormatterForHandle={(value) => formatEuros(value)}
        />
      </Form.Item>
    </>
  );
}
