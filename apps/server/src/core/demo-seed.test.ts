import { describe, expect, it } from 'vitest';
import type { DemoSeed } from './demo-seed';
import { orderDemoSeeds } from './demo-seed';

const seed = (after?: string[]): DemoSeed => ({ after, run: () => Promise.resolve() });
const names = (modules: readonly { name: string }[]) => modules.map((m) => m.name);

describe('the order of the demo seeds', () => {
  it("runs each seed after the seeds it names, else in the list's order, and leaves out modules without one", () => {
    const modules = [
      { name: 'a', demoSeed: seed(['c']) },
      { name: 'b' },
      { name: 'c', demoSeed: seed() },
      { name: 'd', demoSeed: seed() },
      { name: 'e', demoSeed: seed(['a', 'd']) },
    ];
    expect(names(orderDemoSeeds(modules))).toEqual(['c', 'a', 'd', 'e']);
  });

  it('refuses a seed after a module without demo seed in the list', () => {
    expect(() => orderDemoSeeds([{ name: 'a', demoSeed: seed(['b']) }, { name: 'b' }])).toThrow(
      'the demo seed of "a" runs after "b", which has no demo seed in the list',
    );
  });

  it('refuses a cycle', () => {
    expect(() =>
      orderDemoSeeds([
        { name: 'a', demoSeed: seed(['b']) },
        { name: 'b', demoSeed: seed(['a']) },
        { name: 'c', demoSeed: seed() },
      ]),
    ).toThrow('a cycle among "a", "b"');
  });
});
