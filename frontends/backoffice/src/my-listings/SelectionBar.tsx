import { Button, Checkbox, Flex, Typography } from 'antd';
import { t } from '@troc/shared';
import { m } from '../common/labels';
import type { Selection } from './useSelection';

/** Select the page or every result, ready for the mass actions that will act on the selection. */
export function SelectionBar({
  selection,
  pageIds,
  totalResults,
}: {
  selection: Selection;
  pageIds: readonly number[];
  totalResults: number;
}) {
  const onPage = pageIds.filter((id) => selection.isSelected(id)).length;
  const pageChecked = pageIds.length > 0 && onPage === pageIds.length;
  return (
    <Flex gap={16} wrap align="center" className="troc-selection-bar" role="group" aria-label={m.mine.selection}>
      <Checkbox
        checked={pageChecked}
        indeterminate={onPage > 0 && !pageChecked}
        disabled={selection.all || pageIds.length === 0}
        onChange={(event) => selection.togglePage(pageIds, event.target.checked)}
      >
        {m.mine.selectPage}
      </Checkbox>
      <Checkbox
        checked={selection.all}
        disabled={totalResults === 0}
        onChange={(event) => selection.setAll(event.target.checked)}
      >
        {t(m.mine.selectAll, { count: totalResults })}
      </Checkbox>
      {selection.count > 0 ? (
        <>
          <Typography.Text strong role="status">
            {t(m.mine.selected, { count: selection.count })}
          </Typography.Text>
          <Button type="link" onClick={selection.clear}>
            {m.mine.clearSelection}
          </Button>
        </>
      ) : null}
    </Flex>
  );
}
