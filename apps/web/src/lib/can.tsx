import type { ReactNode } from 'react';
import { hasButton, useSession } from './session';

/** Whether the user holds a button code (the server enforces it; this only mirrors it). */
export function useCan(code: string): boolean {
  return useSession((s) => hasButton(code, s));
}

/** Renders its children only when the user holds the button code. */
export function Can({ code, children }: { code: string; children: ReactNode }) {
  return useCan(code) ? <>{children}</> : null;
}
