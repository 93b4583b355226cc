import StarFilled from '@ant-design/icons/StarFilled';
import StarOutlined from '@ant-design/icons/StarOutlined';
import { Button, Tooltip } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fr, t, type ListingView } from '@troc/shared';
import { listingKeys } from '@troc/ui';
import { toggleFavorite } from './api';

const ui = fr.ui.listingBrowse.favorite;

export interface FavoriteButtonProps {
  slug: string;
  name: string;
  favorite: boolean;
  /** Told the state the server answered (is_favorite). */
  onChange?: (favorite: boolean) => void;
  /** A star alone (cards) or a labelled button (listing view). */
  variant?: 'star' | 'button';
}

/** The favourite toggle: on or off following the server's is_favorite (supporting §4). */
export function FavoriteButton({ slug, name, favorite, onChange, variant = 'star' }: FavoriteButtonProps) {
  const [on, setOn] = useState(favorite);
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();
  const label = t(on ? ui.removeLabel : ui.addLabel, { name });

  const toggle = async () => {
    setBusy(true);
    try {
      const answer = await toggleFavorite(slug);
      setOn(answer.is_favorite);
      // The listing's page follows at once; lists (favourites first) are read again when next shown.
      client.setQueryData<ListingView>(listingKeys.view(slug), (view) =>
        view ? { ...view, favorite: answer.is_favorite } : view,
      );
      void client.invalidateQueries({ queryKey: listingKeys.lists(), refetchType: 'none' });
      onChange?.(answer.is_favorite);
    } catch {
      // The global error modals have told the user.
    } finally {
      setBusy(false);
    }
  };

  const icon = on ? <StarFilled aria-hidden style={{ color: '#d48806' }} /> : <StarOutlined aria-hidden />;
  if (variant === 'button') {
    // Its visible text is its name (WCAG 2.5.3): the page's title says which listing.
    return (
      <Button icon={icon} aria-pressed={on} loading={busy} onClick={toggle}>
        {on ? ui.remove : ui.add}
      </Button>
    );
  }
  return (
    <Tooltip title={on ? ui.remove : ui.add}>
      <Button
        shape="circle"
        icon={icon}
        aria-pressed={on}
        aria-label={label}
        loading={busy}
        onClick={toggle}
        className="troc-card__favorite"
      />
    </Tooltip>
  );
}
