import { describe, expect, it } from 'vitest';
import { nameInLanguage } from './name-in-language';

describe('nameInLanguage', () => {
  const names = { cn: '工业机器人', en: 'Industrial robots', kr: '산업용 로봇' };

  it("answers the reader's language", () => {
    expect(nameInLanguage(names, 'cn')).toBe('工业机器人');
    expect(nameInLanguage(names, 'en')).toBe('Industrial robots');
    expect(nameInLanguage(names, 'kr')).toBe('산업용 로봇');
  });

  it('falls back from Korean to English to Chinese, skipping blanks', () => {
    expect(nameInLanguage({ ...names, kr: null }, 'kr')).toBe('Industrial robots');
    expect(nameInLanguage({ cn: '工业机器人', en: '', kr: '  ' }, 'kr')).toBe('工业机器人');
    expect(nameInLanguage({ cn: '工业机器人' }, 'en')).toBe('工业机器人');
  });
});
