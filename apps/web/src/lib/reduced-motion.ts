/**
 * Whether the reader asked the system to reduce motion (WCAG 2.3.3), as the app starts. Read once: Ant
 * Design wraps the app in a motion provider the first time the setting differs from its default, and
 * inserting that wrapper later would remount every screen (a half-typed form would lose its values).
 */
export const prefersReducedMotion: boolean =
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
