import { appVersion } from '@portal/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The client shell arrives with the web-client issue; this mount point proves the build and serving.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <div data-app-version={appVersion} />
  </StrictMode>,
);
