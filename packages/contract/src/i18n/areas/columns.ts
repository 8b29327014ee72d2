import { defineMessages } from '../define-messages';

/** The list kit's column chooser and the choice of columns kept per user and list. */
export const columnMessages = defineMessages({
  en: {
    'columns.button': 'Columns',
    'columns.title': 'Columns shown',
    'columns.moveUp': 'Move {{name}} up',
    'columns.moveDown': 'Move {{name}} down',
    'columns.reset': 'Restore defaults',
    'columns.offScreen': 'Columns off screen: {{count}} (scroll sideways)',
    'columns.exportAll': 'Export all columns',
    'validation.columnKeysRepeated': 'A column is named twice',
    'validation.unknownColumn': 'This list has no column "{{value}}"',
  },
  cn: {
    'columns.button': '列设置',
    'columns.title': '显示的列',
    'columns.moveUp': '上移{{name}}',
    'columns.moveDown': '下移{{name}}',
    'columns.reset': '恢复默认',
    'columns.offScreen': '{{count}} 列在屏幕外（请横向滚动）',
    'columns.exportAll': '导出全部列',
    'validation.columnKeysRepeated': '列重复',
    'validation.unknownColumn': '此列表没有“{{value}}”列',
  },
  kr: {
    'columns.button': '열 설정',
    'columns.title': '표시할 열',
    'columns.moveUp': '{{name}} 위로 이동',
    'columns.moveDown': '{{name}} 아래로 이동',
    'columns.reset': '기본값 복원',
    'columns.offScreen': '화면 밖의 열: {{count}}개(옆으로 스크롤)',
    'columns.exportAll': '모든 열 내보내기',
    'validation.columnKeysRepeated': '같은 열이 두 번 지정되었습니다',
    'validation.unknownColumn': '이 목록에 없는 열입니다: {{value}}',
  },
});
