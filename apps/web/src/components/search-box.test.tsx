import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from 'antd';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clampSpan, SearchBox } from './search-box';
import { renderApp } from '../test/render-app';

const field = (name: string, span?: number) => ({ name, label: `Label ${name}`, span, node: <Input /> });

describe('SearchBox', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('clamps spans to 1..24 with 6 by default', () => {
    expect(clampSpan(undefined)).toBe(6);
    expect(clampSpan(0)).toBe(1);
    expect(clampSpan(-3)).toBe(1);
    expect(clampSpan(30)).toBe(24);
    expect(clampSpan(8)).toBe(8);
  });

  it('has no "more" toggle while the spans add up to 24 or less', () => {
    renderApp(<SearchBox fields={[field('a'), field('b'), field('c'), field('d')]} onSearch={() => {}} />);
    expect(screen.queryByRole('button', { name: /more/i })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Label d')).toBeVisible();
  });

  it('shows the toggle when spans exceed 24, collapsed to 80 px until expanded', async () => {
    const user = userEvent.setup();
    renderApp(
      <SearchBox
        fields={[field('a'), field('b'), field('c'), field('d'), field('e', 1)]}
        onSearch={() => {}}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const area = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(area).toHaveStyle({ height: '80px', overflow: 'hidden' });
    expect(area).toContainElement(screen.getByLabelText('Label e'));

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(area).not.toHaveStyle({ height: '80px' });
    expect(area.style.overflow).toBe('');

    await user.click(screen.getByRole('button', { name: 'Less' }));
    expect(area).toHaveStyle({ height: '80px' });
  });

  it('counts clamped spans: one field of span 30 counts as 24 and needs no toggle', () => {
    renderApp(<SearchBox fields={[field('a', 30)]} onSearch={() => {}} />);
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('searches with the form values, by button and by Enter in a field', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderApp(<SearchBox fields={[field('name'), field('code')]} onSearch={onSearch} />);
    await user.type(screen.getByLabelText('Label name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenLastCalledWith({ name: 'Acme', code: undefined });

    await user.type(screen.getByLabelText('Label code'), 'X1{Enter}');
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledTimes(2));
    expect(onSearch).toHaveBeenLastCalledWith({ name: 'Acme', code: 'X1' });
  });

  it('reset clears the fields and searches', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const onReset = vi.fn();
    renderApp(<SearchBox fields={[field('name'), field('code')]} onSearch={onSearch} onReset={onReset} />);
    await user.type(screen.getByLabelText('Label name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Label name')).toHaveValue('');
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith({ name: undefined, code: undefined });
  });

  it('lays labels on top (item height 74) or on the left (50), with 150 px right padding by default', () => {
    const { container, rerender } = renderApp(<SearchBox fields={[field('a')]} onSearch={() => {}} />);
    const form = container.querySelector('form')!;
    expect(form).toHaveStyle({ paddingRight: '150px' });
    expect(form).toHaveAttribute('data-label-position', 'top');
    expect(container.querySelector('[data-search-field]')).toHaveStyle({ height: '74px' });

    rerender(<SearchBox fields={[field('a')]} onSearch={() => {}} labelPosition="left" paddingRight={200} />);
    expect(form).toHaveStyle({ paddingRight: '200px' });
    expect(form).toHaveAttribute('data-label-position', 'left');
    expect(container.querySelector('[data-search-field]')).toHaveStyle({ height: '50px' });
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('cn');
    renderApp(
      <SearchBox fields={[field('a'), field('b'), field('c'), field('d'), field('e')]} onSearch={() => {}} />,
    );
    // Ant Design spaces out two-character Chinese button texts.
    expect(screen.getByRole('button', { name: /^重\s?置$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^查\s?询$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^更\s?多$/ })).toBeInTheDocument();
  });
});
