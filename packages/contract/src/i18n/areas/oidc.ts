import { defineMessages } from '../define-messages';

/** Sign-in through an OpenID provider (the sign-in pages, its callback page) and linked identities. */
export const oidcMessages = defineMessages({
  en: {
    'oidc.error.unknownProvider': 'This identity provider is not configured on this server',
    'oidc.error.staffOnly':
      'This identity provider signs in staff only. Partners sign in with a password or QR code',
    'oidc.error.state':
      'This sign-in was not started in this browser or has expired. Start again from the sign-in page. Nothing was signed in',
    'oidc.error.used':
      'This sign-in has already been completed once. Start again from the sign-in page. Nothing was signed in',
    'oidc.error.issuer':
      'The answer came from another identity provider than the one this sign-in was sent to. Nothing was signed in',
    'oidc.error.nonce':
      "The identity provider's ID token does not belong to this sign-in. Nothing was signed in",
    'oidc.error.code':
      'The identity provider refused the sign-in code (already used or expired). Start again. Nothing was signed in',
    'oidc.error.denied': 'The identity provider refused the sign-in ({{reason}}). Nothing was signed in',
    'oidc.error.unavailable':
      'The identity provider did not answer in time or answered with an error. Try again later or contact the administrator',
    'oidc.error.notLinked':
      'No portal account is linked to this {{provider}} identity, and none was created. Sign in another way and link it on your profile, or ask an administrator to link it',
    'oidc.error.linkedElsewhere': 'This identity is already linked to another account',
    'oidc.error.alreadyLinked':
      'This account is already linked to an identity of this provider. Unlink it first',
    'oidc.error.identityNotFound': 'This linked identity does not exist or has already been unlinked',
    'oidc.signInWith': 'Sign in with {{label}}',
    'oidc.callback.working': 'Signing in with the identity provider…',
    'oidc.callback.failed': 'Sign-in did not complete',
    'oidc.callback.back': 'Back to sign-in',
    'oidc.callback.linked': 'The identity is linked to your account',
    'oidc.identities.title': 'Linked identity providers',
    'oidc.identities.empty': 'No identity provider is linked to this account',
    'oidc.identities.link': 'Link {{label}}',
    'oidc.identities.unlink': 'Unlink',
    'oidc.identities.unlinkConfirm': 'Unlink this identity? It can no longer sign in to this account',
    'oidc.identities.byAdmin': 'Linked by an administrator',
    'oidc.col.provider': 'Identity provider',
    'oidc.col.subject': 'Subject (user ID at the provider)',
    'oidc.col.linkedAt': 'Linked at',
    'oidc.admin.link': 'Link identity',
    'session.way.oidc': 'Identity provider',
  },
  cn: {
    'oidc.error.unknownProvider': '本服务器未配置该身份提供方',
    'oidc.error.staffOnly': '该身份提供方仅供员工登录，合作伙伴请使用密码或扫码登录',
    'oidc.error.state': '此次登录不是由此浏览器发起的，或已过期，请从登录页重新开始，未登录任何账号',
    'oidc.error.used': '此次登录已经完成过一次，请从登录页重新开始，未登录任何账号',
    'oidc.error.issuer': '应答来自另一个身份提供方，而非此次登录所发往的身份提供方，未登录任何账号',
    'oidc.error.nonce': '身份提供方的 ID 令牌不属于此次登录，未登录任何账号',
    'oidc.error.code': '身份提供方拒绝了登录授权码（已使用或已过期），请重新开始，未登录任何账号',
    'oidc.error.denied': '身份提供方拒绝了此次登录（{{reason}}），未登录任何账号',
    'oidc.error.unavailable': '身份提供方未及时应答或应答出错，请稍后重试或联系管理员',
    'oidc.error.notLinked':
      '没有门户账号关联此 {{provider}} 身份，也未创建任何账号。请用其他方式登录后在个人资料中关联，或请管理员关联',
    'oidc.error.linkedElsewhere': '该身份已关联到另一个账号',
    'oidc.error.alreadyLinked': '此账号已关联该身份提供方的一个身份，请先解除关联',
    'oidc.error.identityNotFound': '该关联身份不存在或已解除关联',
    'oidc.signInWith': '使用 {{label}} 登录',
    'oidc.callback.working': '正在通过身份提供方登录…',
    'oidc.callback.failed': '登录未完成',
    'oidc.callback.back': '返回登录页',
    'oidc.callback.linked': '该身份已关联到您的账号',
    'oidc.identities.title': '已关联的身份提供方',
    'oidc.identities.empty': '此账号未关联任何身份提供方',
    'oidc.identities.link': '关联 {{label}}',
    'oidc.identities.unlink': '解除关联',
    'oidc.identities.unlinkConfirm': '确定解除关联此身份吗？解除后它不能再登录此账号',
    'oidc.identities.byAdmin': '由管理员关联',
    'oidc.col.provider': '身份提供方',
    'oidc.col.subject': '主体标识（在身份提供方的用户 ID）',
    'oidc.col.linkedAt': '关联时间',
    'oidc.admin.link': '关联身份',
    'session.way.oidc': '身份提供方',
  },
  kr: {
    'oidc.error.unknownProvider': '이 서버에 설정되지 않은 ID 공급자입니다',
    'oidc.error.staffOnly':
      '이 ID 공급자로는 직원만 로그인할 수 있습니다. 파트너는 비밀번호나 QR 코드로 로그인하세요',
    'oidc.error.state':
      '이 로그인은 이 브라우저에서 시작되지 않았거나 만료되었습니다. 로그인 페이지에서 다시 시작하세요. 로그인되지 않았습니다',
    'oidc.error.used':
      '이 로그인은 이미 한 번 완료되었습니다. 로그인 페이지에서 다시 시작하세요. 로그인되지 않았습니다',
    'oidc.error.issuer':
      '이 로그인을 보낸 ID 공급자가 아닌 다른 ID 공급자의 응답입니다. 로그인되지 않았습니다',
    'oidc.error.nonce': 'ID 공급자의 ID 토큰이 이 로그인의 것이 아닙니다. 로그인되지 않았습니다',
    'oidc.error.code':
      'ID 공급자가 로그인 코드를 거부했습니다(이미 사용되었거나 만료됨). 다시 시작하세요. 로그인되지 않았습니다',
    'oidc.error.denied': 'ID 공급자가 로그인을 거부했습니다({{reason}}). 로그인되지 않았습니다',
    'oidc.error.unavailable':
      'ID 공급자가 제때 응답하지 않았거나 오류로 응답했습니다. 나중에 다시 시도하거나 관리자에게 문의하세요',
    'oidc.error.notLinked':
      '이 {{provider}} ID에 연결된 포털 계정이 없으며, 계정은 만들어지지 않았습니다. 다른 방법으로 로그인한 뒤 프로필에서 연결하거나 관리자에게 연결을 요청하세요',
    'oidc.error.linkedElsewhere': '이 ID는 이미 다른 계정에 연결되어 있습니다',
    'oidc.error.alreadyLinked':
      '이 계정은 이미 이 ID 공급자의 ID에 연결되어 있습니다. 먼저 연결을 해제하세요',
    'oidc.error.identityNotFound': '연결된 ID가 없거나 이미 연결이 해제되었습니다',
    'oidc.signInWith': '{{label}}(으)로 로그인',
    'oidc.callback.working': 'ID 공급자로 로그인하는 중…',
    'oidc.callback.failed': '로그인이 완료되지 않았습니다',
    'oidc.callback.back': '로그인 페이지로 돌아가기',
    'oidc.callback.linked': '이 ID가 계정에 연결되었습니다',
    'oidc.identities.title': '연결된 ID 공급자',
    'oidc.identities.empty': '이 계정에 연결된 ID 공급자가 없습니다',
    'oidc.identities.link': '{{label}} 연결',
    'oidc.identities.unlink': '연결 해제',
    'oidc.identities.unlinkConfirm':
      '이 ID의 연결을 해제하시겠습니까? 해제하면 더 이상 이 계정으로 로그인할 수 없습니다',
    'oidc.identities.byAdmin': '관리자가 연결함',
    'oidc.col.provider': 'ID 공급자',
    'oidc.col.subject': '주체 식별자(공급자의 사용자 ID)',
    'oidc.col.linkedAt': '연결 시간',
    'oidc.admin.link': 'ID 연결',
    'session.way.oidc': 'ID 공급자',
  },
});
