import { describe, expect, it } from 'vitest';
import { buttonKey, grantsOf, grantTree, toggleGrant } from './grant-tree';

const keys = (nodes: ReturnType<typeof grantTree>): string[] =>
  nodes.flatMap((node) => [node.key, ...keys(node.children ?? [])]);

describe('the grant tree', () => {
  it('offers a partner role only what partners may hold', () => {
    const staff = keys(grantTree('internal'));
    const partner = keys(grantTree('partner'));
    expect(staff).toEqual(
      expect.arrayContaining(['configuration', buttonKey('role.edit'), buttonKey('customer.edit')]),
    );
    expect(partner).toEqual(
      expect.arrayContaining(['customer', 'partner.user', buttonKey('partner.user.edit')]),
    );
    for (const code of [
      'configuration',
      'workFlows',
      'business.opptList',
      buttonKey('customer.edit'),
      buttonKey('role.edit'),
    ])
      expect(partner).not.toContain(code);
  });

  it('keeps every button with its menu', () => {
    const tree = grantTree('internal');
    expect(toggleGrant(tree, [], buttonKey('customer.edit'), true).sort()).toEqual(
      ['customer', buttonKey('customer.edit')].sort(),
    );
    expect(toggleGrant(tree, ['customer', buttonKey('customer.edit'), 'home'], 'customer', false)).toEqual([
      'home',
    ]);
    expect(toggleGrant(tree, [], 'partner', true).sort()).toEqual([
      'partner',
      'partner.company',
      'partner.user',
    ]);
    expect(grantsOf(['home', buttonKey('role.edit'), 'configuration'])).toEqual({
      menus: ['home', 'configuration'],
      buttons: ['role.edit'],
    });
  });
});
