import { defineMessages } from '../define-messages';

/** The enterprise messaging app's adapter: QR sign-in through it, its JS API token, its linked user ids. */
export const messagingMessages = defineMessages({
  en: {
    'messaging.error.failed':
      'The enterprise messaging app answered with an error ({{detail}}). Nothing was signed in. Try again or contact the administrator',
    'messaging.error.timeout':
      'The enterprise messaging app did not answer in time. Nothing was signed in. Try again later or contact the administrator',
    'messaging.error.notMember':
      'The enterprise messaging app does not know you as a member of the organisation. Nothing was signed in',
    'messaging.error.notLinked':
      'No portal account is linked to your {{label}} user, and none was created. Sign in another way, or ask an administrator to link it',
    'messaging.error.state':
      'This link does not name a sign-in request. Scan the code on the sign-in page again',
    'messaging.error.linkState':
      'This link was not started in this browser, has expired or was already used. Start again from your profile. Nothing was linked',
    'messaging.error.tokenFailed':
      'The enterprise messaging app did not issue its token (it answered an error or not in time). Try again or contact the administrator',
    'messaging.admin.userId': 'User ID in {{label}}',
    'session.way.messaging': 'Messaging app',
  },
  cn: {
    'messaging.error.failed': '企业通讯应用返回错误（{{detail}}），未登录任何账号，请重试或联系管理员',
    'messaging.error.timeout': '企业通讯应用未在规定时间内应答，未登录任何账号，请稍后重试或联系管理员',
    'messaging.error.notMember': '企业通讯应用未识别您为本组织成员，未登录任何账号',
    'messaging.error.notLinked':
      '您的{{label}}用户未关联任何门户账号，也未创建账号。请用其他方式登录，或请管理员关联',
    'messaging.error.state': '此链接不对应任何登录请求，请重新扫描登录页上的二维码',
    'messaging.error.linkState':
      '此次关联不是由此浏览器发起的，或已过期、已使用，请从个人资料重新开始，未关联任何账号',
    'messaging.error.tokenFailed': '企业通讯应用未签发令牌（返回错误或未按时应答），请重试或联系管理员',
    'messaging.admin.userId': '{{label}}中的用户 ID',
    'session.way.messaging': '通讯应用',
  },
  kr: {
    'messaging.error.failed':
      '기업 메신저 앱이 오류를 응답했습니다({{detail}}). 로그인되지 않았습니다. 다시 시도하거나 관리자에게 문의하세요',
    'messaging.error.timeout':
      '기업 메신저 앱이 제시간에 응답하지 않았습니다. 로그인되지 않았습니다. 잠시 후 다시 시도하거나 관리자에게 문의하세요',
    'messaging.error.notMember':
      '기업 메신저 앱에서 조직 구성원으로 확인되지 않습니다. 로그인되지 않았습니다',
    'messaging.error.notLinked':
      '{{label}} 사용자에 연결된 포털 계정이 없으며, 계정이 생성되지 않았습니다. 다른 방법으로 로그인하거나 관리자에게 연결을 요청하세요',
    'messaging.error.state':
      '이 링크는 로그인 요청을 가리키지 않습니다. 로그인 페이지의 QR 코드를 다시 스캔하세요',
    'messaging.error.linkState':
      '이 연결은 이 브라우저에서 시작되지 않았거나 만료되었거나 이미 사용되었습니다. 프로필에서 다시 시작하세요. 연결되지 않았습니다',
    'messaging.error.tokenFailed':
      '기업 메신저 앱이 토큰을 발급하지 않았습니다(오류 응답 또는 시간 초과). 다시 시도하거나 관리자에게 문의하세요',
    'messaging.admin.userId': '{{label}} 사용자 ID',
    'session.way.messaging': '메신저 앱',
  },
});
