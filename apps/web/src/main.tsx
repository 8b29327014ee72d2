import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appStore, detectMenuHidden, detectMessagingAppPhone } from './lib/app-state';
import { initI18n } from './lib/i18n';
import { detectLanguage } from './lib/language';

async function boot() {
  appStore.set({ menuHidden: detectMenuHidden(), isMessagingAppPhone: detectMessagingAppPhone() });
  try {
    await initI18n(detectLanguage());
  } catch {
    // The catalogue could not be fetched (the request module told the user); render anyway.
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
