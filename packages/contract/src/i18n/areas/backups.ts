import { defineMessages } from '../define-messages';

/** Backups of the embedded database: the administrators' button and the notice of a failed backup. */
export const backupMessages = defineMessages({
  en: {
    'button.systemBackup': 'Back up',
    'notice.kind.backupFailed': 'A backup failed',
    'notice.subject.backup': 'backup',
    'notice.text.backupFailed': 'The backup {{no}} failed; the exception log has the details',
    'error.backupUnavailable':
      'This portal runs on its own PostgreSQL server (DATABASE_URL): back it up with that server’s tools',
    'error.backupRunning': 'A backup is being written already; wait for it to finish',
  },
  cn: {
    'button.systemBackup': '备份',
    'notice.kind.backupFailed': '备份失败',
    'notice.subject.backup': '备份',
    'notice.text.backupFailed': '备份 {{no}} 失败，详情见异常日志',
    'error.backupUnavailable': '本门户使用独立的 PostgreSQL 服务器（DATABASE_URL），请用该服务器的工具备份',
    'error.backupRunning': '正在写入一份备份，请等待其完成',
  },
  kr: {
    'button.systemBackup': '백업',
    'notice.kind.backupFailed': '백업 실패',
    'notice.subject.backup': '백업',
    'notice.text.backupFailed': '백업 {{no}}에 실패했습니다. 자세한 내용은 예외 로그를 확인하세요',
    'error.backupUnavailable':
      '이 포털은 별도의 PostgreSQL 서버(DATABASE_URL)를 사용합니다. 해당 서버의 도구로 백업하세요',
    'error.backupRunning': '백업을 이미 작성하고 있습니다. 완료될 때까지 기다리세요',
  },
});
