import CarOutlined from '@ant-design/icons/CarOutlined';
import { Button } from 'antd';
import { type ListingView } from '@troc/shared';
import { useModals } from '@troc/ui';
import './ShippingModal';
import { shippingUi } from '@troc/shared/messages/ui-shipping';

/** « Estimer le transport » on a listing the carriers can take (the server says `shippable`). */
export function ShippingButton({ view }: { view: ListingView }) {
  const { open } = useModals();
  if (!view.shippable) return null;
  return (
    <Button
      icon={<CarOutlined aria-hidden />}
      onClick={() =>
        open('shipping-quotes', {
          slug: view.slug,
          name: view.name,
          weight: view.itemWeightInKg ?? null,
          pendingTracker: view.exchange?.pendingTracker ?? null,
        })
      }
    >
      {shippingUi.button}
    </Button>
  );
}
