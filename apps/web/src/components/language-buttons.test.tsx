import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../lib/app-state';
import { LanguageButtons } from './language-buttons';
import { renderApp } from '../test/render-app';

// The buttons switch through the app's real changeLanguage (catalogues already loaded in tests); the
// spy on i18next sees whether a switch happened. The language, the cookie and the spy are put back.
afterEach(async () => {
  vi.restoreAllMocks();
  appStore.reset();
  document.cookie = 'language=; path=/; max-age=0';
  await i18n.changeLanguage('en');
});

describe('LanguageButtons', () => {
  it('offers each language in its own script, the current one pressed', () => {
    appStore.set({ language: 'kr' });
    renderApp(<LanguageButtons />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('switches on a click, not again on the current language', async () => {
    const user = userEvent.setup();
    const changeLanguage = vi.spyOn(i18n, 'changeLanguage');
    renderApp(<LanguageButtons />);
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(changeLanguage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '中文' }));
    await waitFor(() => expect(changeLanguage).toHaveBeenCalledWith('cn'));
  });
});
