import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Button, Flex, Tag, Typography } from 'antd';
import { fr, t } from '@troc/shared';
import type { ActiveFilter } from './activeFilters';

const ui = fr.ui.listingBrowse.search;

/** The removable list of active filters, with a reset (core §2 Search). */
export function ActiveFilters({
  filters,
  onRemove,
  onReset,
}: {
  filters: ActiveFilter[];
  onRemove: (filter: ActiveFilter) => void;
  onReset: () => void;
}) {
  if (filters.length === 0) return null;
  return (
    <Flex wrap align="center" gap={8} role="group" aria-labelledby="active-filters-title">
      <Typography.Text id="active-filters-title" type="secondary">
        {ui.active}
      </Typography.Text>
      <ul className="troc-active-filters">
        {filters.map((filter) => (
          <li key={filter.key}>
            <Tag className="troc-active-filter">
              {filter.label}
              {/* A real button, reachable from the keyboard, rather than the tag's close icon. */}
              <button
                type="button"
                className="troc-active-filter__remove"
                aria-label={t(ui.remove, { filter: filter.label })}
                onClick={() => onRemove(filter)}
              >
                <CloseOutlined aria-hidden />
              </button>
            </Tag>
          </li>
        ))}
      </ul>
      <Button type="link" size="small" onClick={onReset}>
        {ui.reset}
      </Button>
    </Flex>
  );
}
