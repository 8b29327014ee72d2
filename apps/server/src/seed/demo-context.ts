/** What the demo seeds of each area receive: the demo companies and users by username (core/demo-seed.ts). */
export type { DemoContext } from '../core/demo-seed';
