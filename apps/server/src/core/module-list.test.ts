import { describe, expect, it } from 'vitest';
import { checkModuleList, ModuleListError } from './module-list';

const mod = (name: string, ...dependsOn: string[]) => ({ name, dependsOn });

describe('checkModuleList', () => {
  it('accepts a list in which every module comes after the ones it depends on', () => {
    const list = [mod('identity'), mod('partners', 'identity'), mod('quotations', 'identity', 'partners')];
    expect(checkModuleList(list)).toBe(list);
  });

  it('refuses a module listed before one it depends on, naming both', () => {
    expect(() => checkModuleList([mod('partners', 'identity'), mod('identity')])).toThrow(
      new ModuleListError(
        'The module list cannot be composed: the module "partners" depends on "identity", which is listed after it.',
      ),
    );
  });

  it('refuses a dependency on a module the list does not hold', () => {
    expect(() => checkModuleList([mod('identity'), mod('training', 'identity', 'tickets')])).toThrow(
      'the module "training" depends on "tickets", which is not in the list',
    );
  });

  it('refuses a module listed twice', () => {
    expect(() => checkModuleList([mod('identity'), mod('identity')])).toThrow(
      'the module "identity" is listed twice',
    );
  });
});
