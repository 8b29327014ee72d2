import { defineMessages } from '../define-messages';

/**
 * Backups of the embedded database: the administrators' button, their drawer on the monitoring screen
 * (`backup.*`), and the notice of a failed backup.
 */
export const backupMessages = defineMessages({
  en: {
    'backup.title': 'Backups',
    'backup.intro':
      'Each backup is one archive of the database and the uploaded files, written on the server into its backup folder. Backups also run on a schedule (daily by default).',
    'backup.start': 'Back up now',
    'backup.confirmTitle': 'Back up now?',
    'backup.confirmText':
      'The backup runs while people keep working: nobody is signed out and nothing waits. It takes from seconds to minutes, depending on the data.',
    'backup.started': 'The backup has started',
    'backup.finished': 'Backup {{name}} written',
    'backup.failed': 'The backup failed; the exception log and your notices have the details',
    'backup.empty': 'No backups yet',
    'backup.field.name': 'File name',
    'backup.field.size': 'Size',
    'backup.status.running': 'Being written',
    'backup.status.finished': 'Finished',
    'button.systemBackup': 'Back up',
    'notice.kind.backupFailed': 'A backup failed',
    'notice.subject.backup': 'backup',
    'notice.text.backupFailed': 'The backup {{no}} failed; the exception log has the details',
    'error.backupUnavailable':
      'This portal runs on its own PostgreSQL server (DATABASE_URL): back it up with that server’s tools',
    'error.backupRunning': 'A backup is being written already; wait for it to finish',
  },
  cn: {
    'backup.title': '备份',
    'backup.intro':
      '每份备份是一个归档文件，包含数据库和已上传的文件，写入服务器的备份目录。系统还会定时自动备份（默认每天一次）。',
    'backup.start': '立即备份',
    'backup.confirmTitle': '确定立即备份吗？',
    'backup.confirmText':
      '备份期间用户可以继续工作，不会退出登录，也无需等待。根据数据量，需要几秒到几分钟。',
    'backup.started': '备份已开始',
    'backup.finished': '备份 {{name}} 已完成',
    'backup.failed': '备份失败，详情见异常日志和通知',
    'backup.empty': '暂无备份',
    'backup.field.name': '文件名',
    'backup.field.size': '大小',
    'backup.status.running': '备份中',
    'backup.status.finished': '已完成',
    'button.systemBackup': '备份',
    'notice.kind.backupFailed': '备份失败',
    'notice.subject.backup': '备份',
    'notice.text.backupFailed': '备份 {{no}} 失败，详情见异常日志',
    'error.backupUnavailable': '本门户使用独立的 PostgreSQL 服务器（DATABASE_URL），请用该服务器的工具备份',
    'error.backupRunning': '正在写入一份备份，请等待其完成',
  },
  kr: {
    'backup.title': '백업',
    'backup.intro':
      '백업은 데이터베이스와 업로드된 파일을 담은 아카이브 파일 하나로, 서버의 백업 폴더에 저장됩니다. 백업은 일정에 따라서도 실행됩니다(기본값: 매일).',
    'backup.start': '지금 백업',
    'backup.confirmTitle': '지금 백업하시겠습니까?',
    'backup.confirmText':
      '백업하는 동안에도 사용자는 계속 작업할 수 있으며, 로그아웃되거나 기다릴 필요가 없습니다. 데이터 양에 따라 몇 초에서 몇 분이 걸립니다.',
    'backup.started': '백업이 시작되었습니다',
    'backup.finished': '백업 {{name}}이(가) 완료되었습니다',
    'backup.failed': '백업에 실패했습니다. 자세한 내용은 예외 로그와 알림을 확인하세요',
    'backup.empty': '백업이 없습니다',
    'backup.field.name': '파일 이름',
    'backup.field.size': '크기',
    'backup.status.running': '백업 중',
    'backup.status.finished': '완료됨',
    'button.systemBackup': '백업',
    'notice.kind.backupFailed': '백업 실패',
    'notice.subject.backup': '백업',
    'notice.text.backupFailed': '백업 {{no}}에 실패했습니다. 자세한 내용은 예외 로그를 확인하세요',
    'error.backupUnavailable':
      '이 포털은 별도의 PostgreSQL 서버(DATABASE_URL)를 사용합니다. 해당 서버의 도구로 백업하세요',
    'error.backupRunning': '백업을 이미 작성하고 있습니다. 완료될 때까지 기다리세요',
  },
});
