import FileOutlined from '@ant-design/icons/FileOutlined';
import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDate, fr, isPharmacy, listingFieldLabels, t, type ListingView } from '@troc/shared';
import { isDemand, quantityLabel } from '../listing/labels';

const ui = fr.ui.listingBrowse.view;

interface Row {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

const number = (value: number) => value.toLocaleString('fr-FR');
/** Kept only when there is something to say. */
const row = (key: string, label: ReactNode, value: ReactNode | null | undefined | false): Row | null =>
  value === null || value === undefined || value === false || value === '' ? null : { key, label, children: value };
const text = (value: string | null) => (value ? <span className="troc-prewrap">{value}</span> : null);

function Section({ id, title, rows }: { id: string; title: string; rows: (Row | null)[] }) {
  const items = rows.filter((r): r is Row => r !== null);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="troc-details__section">
      <Typography.Title level={3} id={id}>
        {title}
      </Typography.Title>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered items={items} />
    </section>
  );
}

/**
 * Every detail of the listing, grouped; pharmacy listings (top category containing
 * 'pharmacie') read their own labels for quantity, name, price, maker and date (core §9).
 */
export function ListingDetails({ view }: { view: ListingView }) {
  const pharmacy = isPharmacy(view.categoryHierarchy);
  const labels = listingFieldLabels(pharmacy);
  const swapType = view.publicSwapType ?? view.swapType;
  const category = view.categoryHierarchy.map((c) => c.name).join(' › ') || fr.fallback.uncategorised;

  return (
    <div className="troc-details">
      <Section
        id="details-features"
        title={ui.details}
        rows={[
          pharmacy ? row('name', labels.name, view.name) : null,
          row('category', ui.category, category),
          row('requestType', ui.requestType, fr.listing.requestTypes[view.requestType]),
          row('swapType', ui.swapType, swapType && fr.listing.swapTypes[swapType]),
          row('itemState', ui.itemState, view.itemState && fr.listing.itemStates[view.itemState]),
          row('brand', labels.manufacturer, view.brand),
          row('expiryDate', labels.date, view.expiryDate && formatDate(view.expiryDate)),
          row('taxonomy', ui.taxonomy, view.taxonomy),
          row('tama', ui.tama, view.tama && ui.yes),
          row('reference', ui.referenceLabel, view.trocReference),
        ]}
      />
      <Section
        id="details-quantities"
        title={ui.quantities}
        rows={[
          isDemand(view)
            ? row('requested', ui.requested, quantityLabel(view.itemRequestQuantity, view.unit))
            : row('total', labels.quantity, quantityLabel(view.itemNewQuantity ?? view.itemTotalQuantity, view.unit)),
          isDemand(view) ? null : row('remaining', ui.remaining, quantityLabel(view.itemRemainingQuantity, view.unit)),
          row('min', ui.minQuantity, view.itemMinQuantity !== null && quantityLabel(view.itemMinQuantity, view.unit)),
          row('max', ui.maxQuantity, view.itemMaxQuantity !== null && quantityLabel(view.itemMaxQuantity, view.unit)),
        ]}
      />
      <Section
        id="details-dimensions"
        title={ui.dimensions}
        rows={[
          row(
            'weight',
            ui.weight,
            view.itemWeightInKg !== null && t(ui.weightValue, { value: number(view.itemWeightInKg) }),
          ),
          row('volume', ui.volume, view.itemVolume !== null && t(ui.volumeValue, { value: number(view.itemVolume) })),
          row('height', ui.height, view.itemHeight !== null && t(ui.centimetres, { value: number(view.itemHeight) })),
          row('width', ui.width, view.itemWidth !== null && t(ui.centimetres, { value: number(view.itemWidth) })),
          row('length', ui.length, view.itemLength !== null && t(ui.centimetres, { value: number(view.itemLength) })),
        ]}
      />
      <Section
        id="details-more"
        title={ui.more}
        rows={[
          row('consumables', ui.consumables, text(view.associatedConsumables)),
          row('uses', ui.uses, text(view.possibleUses)),
          row('skills', ui.skills, text(view.mandatorySkills)),
          row(
            'document',
            ui.document,
            view.document && (
              <a href={view.document.path} target="_blank" rel="noreferrer">
                <FileOutlined aria-hidden /> {view.document.name}
              </a>
            ),
          ),
        ]}
      />
    </div>
  );
}
