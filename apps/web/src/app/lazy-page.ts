import { limits } from '@portal/contract';
import type { ComponentType } from 'react';

export class ChunkLoadTimeout extends Error {}

/** Loads a page's chunk; one that does not arrive within 120 s fails with a load error (spec section 8). */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadTimeout()), limits.chunkLoadTimeoutMs);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: pick(module) };
    } finally {
      clearTimeout(timer);
    }
  };
}
