import { DatePicker, Form, Slider, Typography } from 'antd';
import { formatEuros, fr } from '@troc/shared';
import { priceLabel } from './activeFilters';
import { DATE_FORMAT } from './searchFields';
import { PRICE_SLIDER_MAX, PRICE_SLIDER_STEP, priceFromSlider, priceRangeActive } from './searchForm';

const ui = fr.ui.listingBrowse.search;

/**
 * The publication dates and the price range, in a module of their own: the date pickers and
 * the slider load when the panel's « Dates de publication et prix » is opened.
 */
export function DateAndPriceFilters({ onApply }: { onApply: () => void }) {
  const price = Form.useWatch<[number, number] | undefined>('price');
  const bounds = price ? priceFromSlider(price) : null;
  return (
    <>
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
