import { defineMessages } from '../define-messages';

/** The .xlsx export of lists. */
export const exportMessages = defineMessages({
  en: {
    'export.button': 'Export',
    'export.buttonHint': 'Export the rows of the current filter to Excel (.xlsx)',
    'export.tooManyRows':
      '{{count}} rows match this filter; an export holds at most {{limit}} rows. Narrow the filter and try again.',
  },
  cn: {
    'export.button': '导出',
    'export.buttonHint': '将当前筛选条件下的数据导出为 Excel（.xlsx）',
    'export.tooManyRows':
      '当前筛选条件匹配 {{count}} 条数据，单次导出最多 {{limit}} 条。请缩小筛选范围后重试。',
  },
  kr: {
    'export.button': '내보내기',
    'export.buttonHint': '현재 필터의 데이터를 Excel(.xlsx) 파일로 내보냅니다',
    'export.tooManyRows':
      '현재 필터에 맞는 데이터가 {{count}}건입니다. 한 번에 최대 {{limit}}건까지 내보낼 수 있습니다. 필터 범위를 좁혀 다시 시도하세요.',
  },
});
