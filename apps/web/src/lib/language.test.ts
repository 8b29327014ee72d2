import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

describe('detectLanguage', () => {
  it('takes the cookie first', () => expect(detectLanguage('a=1; language=kr', ['zh-CN'])).toBe('kr'));
  it('ignores an unknown cookie value and falls back to the browser', () =>
    expect(detectLanguage('language=fr', ['zh-TW'])).toBe('cn'));
  it('maps Korean and English browsers', () => {
    expect(detectLanguage('', ['ko-KR'])).toBe('kr');
    expect(detectLanguage('', ['en-GB'])).toBe('en');
  });
  it('defaults to en', () => expect(detectLanguage('', ['fr-FR', 'de'])).toBe('en'));
});
