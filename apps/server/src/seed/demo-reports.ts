import type { Tx } from '../db/database';
import type { DemoContext } from './demo-context';

export async function seedDemoReports(tx: Tx, demo: DemoContext): Promise<void> {
  void tx;
  void demo;
}
