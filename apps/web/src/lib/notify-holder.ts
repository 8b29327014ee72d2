import type { MessageInstance } from 'antd/es/message/interface';
import type { ReactElement } from 'react';
import { createElement, useEffect, useSyncExternalStore } from 'react';

/**
 * The message API bound to the app's theme and locale. Its host (Ant Design's message holder, which the
 * root component renders) loads on first need, not with the sign-in page; messages asked for in the
 * meantime wait for it and show as soon as it has mounted. Where no root renders the host (before the
 * first render, or a widget on its own in a test), Ant Design's static API shows them.
 */
let instance: MessageInstance | null = null;
/** Ant Design's static API, once the host's module has loaded. */
let staticApi: MessageInstance | null = null;
let host: ReactElement | null = null;
let loading: Promise<void> | null = null;
/** Whether a root renders the host (the App does from its first render on). */
let rendered = false;
const waiting: Array<(api: MessageInstance) => void> = [];
const listeners = new Set<() => void>();

function flush(api: MessageInstance) {
  for (const show of waiting.splice(0)) show(api);
}

export function setMessageInstance(next: MessageInstance | null) {
  instance = next;
  if (next) flush(next);
}

export function messageInstance(): MessageInstance | null {
  return instance;
}

/** Loads the host once (again after a failed attempt, whose waiting messages are dropped). */
export function loadMessageHost() {
  loading ??= import('./message-host').then(
    (module) => {
      staticApi = module.staticMessages;
      host = createElement(module.MessageHost);
      listeners.forEach((listener) => listener());
      if (!rendered) flush(module.staticMessages);
    },
    () => {
      loading = null;
      waiting.length = 0;
    },
  );
}

/** Shows through the message API now, or once its host has loaded. */
export function withMessages(show: (api: MessageInstance) => void) {
  if (instance) show(instance);
  else if (staticApi && !rendered) show(staticApi);
  else {
    waiting.push(show);
    loadMessageHost();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** For the root component: the host to render (one element, made once it has loaded), or null before. */
export function useMessageHost(): ReactElement | null {
  useEffect(() => {
    rendered = true;
    return () => {
      rendered = false;
    };
  }, []);
  return useSyncExternalStore(subscribe, () => host);
}
