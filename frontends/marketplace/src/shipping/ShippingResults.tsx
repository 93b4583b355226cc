import { Button, Table, type TableColumnsType } from 'antd';
import { fr, type ShippingQuote } from '@troc/shared';
import { shippingUi } from '@troc/shared/messages/ui-shipping';

const m = shippingUi.modal;

export interface ShippingResultsProps {
  quotes: ShippingQuote[];
  /** Shown when the viewer has an exchange thread on this listing. */
  onPost?: (quote: ShippingQuote) => void;
  posting: string | null;
}

/** The quotes, cheapest first as the server sorts them: price, carrier, area, threshold. */
export function ShippingResults({ quotes, onPost, posting }: ShippingResultsProps) {
  const columns: TableColumnsType<ShippingQuote> = [
    { key: 'price', title: m.priceColumn, dataIndex: 'priceInEuros' },
    { key: 'provider', title: m.provider, render: (_, quote) => quote.provider.name },
    { key: 'area', title: m.area, render: (_, quote) => quote.area.name },
    {
      key: 'threshold',
      title: m.threshold,
      render: (_, quote) => `${quote.maxThreshold} ${fr.shipping.units[quote.unit]}`,
    },
    ...(onPost
      ? [
          {
            key: 'post',
            title: m.actions,
            render: (_: unknown, quote: ShippingQuote) => (
              <Button
                size="small"
                onClick={() => onPost(quote)}
                loading={posting === quote.provider.slug}
                disabled={posting !== null && posting !== quote.provider.slug}
              >
                {m.post}
                <span className="troc-sr-only"> : {quote.provider.name}</span>
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Table<ShippingQuote>
      rowKey={(quote) => quote.provider.slug}
      columns={columns}
      dataSource={quotes}
      pagination={false}
      size="small"
      caption={<span className="troc-sr-only">{m.results}</span>}
    />
  );
}
