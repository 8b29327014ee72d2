/** What the demo seeds of each area receive: the demo companies and users by username. */
export interface DemoContext {
  companyIds: { A: number; B: number };
  userIds: ReadonlyMap<string, number>;
  /** The demo catalogue of real materials: id by material code. */
  materialIds: ReadonlyMap<string, number>;
}
