import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../lib/app-state';
import { changeLanguage } from '../lib/i18n';
import { LanguageButtons } from './language-buttons';

vi.mock('../lib/i18n', () => ({ changeLanguage: vi.fn(async () => {}) }));
afterEach(() => appStore.reset());

describe('LanguageButtons', () => {
  it('offers each language in its own script, the current one pressed', () => {
    appStore.set({ language: 'kr' });
    render(<LanguageButtons />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('switches on a click, not again on the current language', async () => {
    const user = userEvent.setup();
    render(<LanguageButtons />);
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(changeLanguage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '中文' }));
    expect(changeLanguage).toHaveBeenCalledWith('cn');
  });
});
