import { TreeSelect, type TreeSelectProps } from 'antd';
import { nameMatches } from '@troc/shared';

/** The categories as a tree of check boxes (a parent stands for all its children). */
export function CategoryTree(props: TreeSelectProps<string[]>) {
  return (
    <TreeSelect<string[]>
      {...props}
      multiple
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      // Typed words match the start of a category's words: « Tables » is not « portables ».
      showSearch={{ filterTreeNode: (typed, node) => nameMatches(String(node.title), typed) }}
    />
  );
}
