import { TreeSelect, type TreeSelectProps } from 'antd';

/** The categories as a tree of check boxes (a parent stands for all its children). */
export function CategoryTree(props: TreeSelectProps<string[]>) {
  return (
    <TreeSelect<string[]>
      {...props}
      multiple
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      showSearch={{ treeNodeFilterProp: 'title' }}
    />
  );
}
