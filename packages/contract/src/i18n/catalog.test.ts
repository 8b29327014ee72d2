import { describe, expect, it } from 'vitest';
import { languages } from '../core/constants';
import { flattenMenuTree, buttonDefinitions } from '../identity/menu-tree';
import { keysOf } from '../core/records';
import { catalogs, interpolate, translate } from './catalog';

describe('catalogues', () => {
  const enKeys = keysOf(catalogs.en).sort();

  it.each(languages)('%s has exactly the keys of en, none empty', (language) => {
    expect(Object.keys(catalogs[language]).sort()).toEqual(enKeys);
    for (const [key, text] of Object.entries(catalogs[language])) expect(text.trim(), key).not.toBe('');
  });

  it.each(languages)('%s keeps every placeholder of en', (language) => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of enKeys) {
      expect(placeholders(catalogs[language][key]), `${language} ${key}`).toEqual(
        placeholders(catalogs.en[key]),
      );
    }
  });

  it('cn and kr are translated, not copies of en', () => {
    const same = (language: 'cn' | 'kr') => enKeys.filter((k) => catalogs[language][k] === catalogs.en[k]);
    // Only language-neutral texts may be equal: '{{reason}}', the equipment kind IOP and each language's own name.
    const neutral = [
      'error.validation',
      'codeTable.EQUIPMENT_KIND.iop',
      'layout.languageCn',
      'layout.languageEn',
      'layout.languageKr',
    ];
    expect(same('cn').filter((k) => !neutral.includes(k))).toEqual([]);
    expect(same('kr').filter((k) => !neutral.includes(k))).toEqual([]);
  });

  it('has a title for every menu and button', () => {
    for (const m of flattenMenuTree()) expect(catalogs.en).toHaveProperty([m.titleKey]);
    for (const b of buttonDefinitions) expect(catalogs.en).toHaveProperty([b.titleKey]);
  });

  it('keeps the spec wording of section 5 and 8 messages in en', () => {
    expect(translate('en', 'upload.formatInvalid', { name: 'a.exe', formats: 'PNG, JPG' })).toBe(
      'The format of the file named a.exe should be one of [PNG, JPG]',
    );
    expect(translate('en', 'upload.sizeInvalid', { name: 'a.pdf', size: 20 })).toBe(
      'The size of the file named a.pdf should be less than 20 MB',
    );
    expect(translate('en', 'upload.nameEmpty')).toBe('File name can not be empty');
    expect(translate('en', 'validation.email')).toBe('Incorrect email address');
    expect(translate('en', 'validation.maximumCustomer', { limit: 50 })).toBe('Maximum customer 50');
  });
});

describe('interpolate', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(interpolate('{{a}} and {{ b }} and {{c}}', { a: 1, b: 'two' })).toBe('1 and two and {{c}}');
  });
});
