import { describe, expect, it } from 'vitest';
import { modelNamesSchema } from '../configurations/configurations.model';
import { processStepSchema } from '../processes/processes.schema';
import { nameInLanguage } from './name-in-language';
import { namesSchema } from './names';

describe('namesSchema', () => {
  const names = namesSchema(10);

  it('requires the Chinese name and keeps English and Korean optional, trimmed', () => {
    expect(names.parse({ cn: ' 审核 ' })).toEqual({ cn: '审核' });
    expect(names.parse({ cn: '审核', en: 'Review', kr: null })).toEqual({
      cn: '审核',
      en: 'Review',
      kr: null,
    });
    expect(names.safeParse({ cn: '  ', en: 'Review' }).success).toBe(false);
    expect(names.safeParse({ en: 'Review' }).success).toBe(false);
    expect(names.safeParse({ cn: '审核', kr: 'x'.repeat(11) }).success).toBe(false);
    expect(names.safeParse({ cn: '审\u0000核' }).success).toBe(false);
  });

  it('is the shape of a configurable model name and of a work-flow step name', () => {
    expect(modelNamesSchema.parse({ cn: '机型', en: 'Model' })).toEqual({ cn: '机型', en: 'Model' });
    const step = {
      names: { cn: '渠道审核', en: 'Channel review', kr: '채널 검토' },
      approvers: [{ kind: 'owner' }],
      mode: 'oneOf',
      dueHours: 48,
    };
    const parsed = processStepSchema.parse(step);
    expect(nameInLanguage(parsed.names, 'kr')).toBe('채널 검토');
    // The old shape, one name per step, is no longer read (the step_names migration rewrote it).
    expect(processStepSchema.safeParse({ ...step, names: undefined, name: '渠道审核' }).success).toBe(false);
  });
});
