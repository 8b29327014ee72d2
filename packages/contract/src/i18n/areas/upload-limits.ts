import { defineMessages } from '../define-messages';

/** The upload limits among the system settings (`/configuration`, settings tab). */
export const uploadLimitMessages = defineMessages({
  en: {
    'systemSettings.uploadMaxMb': 'Upload limit (MB)',
    'systemSettings.uploadMaxMbHelp':
      'The largest file an upload may bring. Empty: the server’s limit, {{max}} MB. At most {{max}} MB.',
    'systemSettings.resourceVideoMaxMb': 'Resource library video limit (MB)',
    'systemSettings.resourceVideoMaxMbHelp':
      'The largest video the resource library accepts. Empty: the server’s limit, {{max}} MB. At most {{max}} MB.',
    'systemSettings.error.aboveCeiling': 'At most {{max}} MB: the server’s own limit',
  },
  cn: {
    'systemSettings.uploadMaxMb': '上传文件大小上限（MB）',
    'systemSettings.uploadMaxMbHelp':
      '单个上传文件的最大大小。留空表示使用服务器上限 {{max}} MB；最多 {{max}} MB。',
    'systemSettings.resourceVideoMaxMb': '资源库视频大小上限（MB）',
    'systemSettings.resourceVideoMaxMbHelp':
      '资源库可接收的最大视频。留空表示使用服务器上限 {{max}} MB；最多 {{max}} MB。',
    'systemSettings.error.aboveCeiling': '最多 {{max}} MB（服务器自身的上限）',
  },
  kr: {
    'systemSettings.uploadMaxMb': '업로드 크기 한도(MB)',
    'systemSettings.uploadMaxMbHelp':
      '업로드할 수 있는 파일의 최대 크기입니다. 비워 두면 서버 한도 {{max}} MB를 사용합니다. 최대 {{max}} MB입니다.',
    'systemSettings.resourceVideoMaxMb': '자료실 동영상 크기 한도(MB)',
    'systemSettings.resourceVideoMaxMbHelp':
      '자료실이 받는 동영상의 최대 크기입니다. 비워 두면 서버 한도 {{max}} MB를 사용합니다. 최대 {{max}} MB입니다.',
    'systemSettings.error.aboveCeiling': '최대 {{max}} MB입니다(서버 자체 한도)',
  },
});
