import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TreeSelectField } from './tree-select';
import { renderApp } from '../test/render-app';

interface Region {
  id: number;
  title: string;
  subs?: Region[];
}
const regions: Region[] = [
  {
    id: 1,
    title: 'Asia',
    subs: [
      { id: 11, title: 'China' },
      { id: 12, title: 'Korea' },
    ],
  },
  { id: 2, title: 'Europe' },
];

describe('TreeSelectField', () => {
  it('uses configurable value, label and children names', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(
      <TreeSelectField
        treeData={regions}
        valueName="id"
        labelName="title"
        childrenName="subs"
        treeDefaultExpandAll
        onChange={onChange}
        aria-label="Region"
      />,
    );
    expect(screen.getByText('Please select')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByTitle('Korea'));
    expect(onChange).toHaveBeenCalledWith(12, expect.anything(), expect.anything());
  });
});
