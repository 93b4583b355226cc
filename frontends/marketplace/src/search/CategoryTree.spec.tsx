import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryTree } from './CategoryTree';

const treeData = [
  {
    title: 'Mobilier',
    value: 'mobilier',
    children: [{ title: 'Tables et chaises', value: 'tables-et-chaises', children: [] }],
  },
  {
    title: 'Informatique',
    value: 'informatique',
    children: [{ title: 'Ordinateurs portables', value: 'ordinateurs-portables', children: [] }],
  },
];

describe('category tree', () => {
  it('filters by the words typed, not by pieces of words', async () => {
    const user = userEvent.setup();
    render(<CategoryTree aria-label="Catégories" treeData={treeData} open treeDefaultExpandAll />);
    const tree = await waitFor(() => {
      const shown = document.querySelector<HTMLElement>('.ant-select-tree');
      expect(shown).not.toBeNull();
      return shown!;
    });
    expect(within(tree).getByTitle('Ordinateurs portables')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Catégories' }));
    await user.keyboard('Tables');
    await waitFor(() => expect(within(tree).queryByTitle('Ordinateurs portables')).toBeNull());
    expect(within(tree).getByTitle('Tables et chaises')).toBeInTheDocument();
  });
});
