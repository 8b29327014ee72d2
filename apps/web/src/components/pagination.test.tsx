import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';
import { renderApp } from '../test/render-app';

function Harness({
  onChange,
  initialPage = 1,
}: {
  onChange: (page: number, size: number) => void;
  initialPage?: number;
}) {
  const [state, setState] = useState({ pageNum: initialPage, pageSize: 20 });
  return (
    <Pagination
      pageNum={state.pageNum}
      pageSize={state.pageSize}
      total={456}
      onChange={(pageNum, pageSize) => {
        setState({ pageNum, pageSize });
        onChange(pageNum, pageSize);
      }}
    />
  );
}

describe('Pagination', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the total, the default size of 20, a size changer and a quick jumper', () => {
    renderApp(<Pagination pageNum={1} total={456} onChange={() => {}} />);
    expect(screen.getByText('Total 456 items')).toBeInTheDocument();
    expect(screen.getByText('20 / page')).toBeInTheDocument();
    const jumper = screen.getByRole('textbox', { name: 'Page' });
    expect(jumper.parentElement).toHaveTextContent('Go to');
    expect(screen.getByRole('combobox', { name: 'Page size' })).toBeInTheDocument();
    // 456 / 20 → 23 pages.
    expect(screen.getByTitle('23')).toBeInTheDocument();
  });

  it('moves to a page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(<Harness onChange={onChange} />);
    await user.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenLastCalledWith(2, 20);
  });

  it('offers 10, 20, 50 and 100 per page; a new size goes back to page 1', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(<Harness onChange={onChange} initialPage={5} />);
    await user.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '10 / page',
      '20 / page',
      '50 / page',
      '100 / page',
    ]);
    await user.click(screen.getByTitle('50 / page'));
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
    expect(screen.getByTitle('1')).toHaveClass('ant-pagination-item-active');
  });

  it('jumps to a typed page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(<Harness onChange={onChange} />);
    // (The jumper reads keyCode on Enter, which user-event does not set; leaving the field jumps too.)
    await user.type(screen.getByRole('textbox', { name: 'Page' }), '7');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(7, 20);
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('kr');
    renderApp(<Pagination pageNum={1} total={45} onChange={() => {}} />);
    expect(screen.getByText('총 45건')).toBeInTheDocument();
    expect(screen.getByText('20 / 페이지')).toBeInTheDocument();
  });
});
