import { defineMessages } from '../define-messages';

/**
 * One deal, one order (a formal quotation issued through its confirmation, at most one live per planning
 * quotation) and the notices of a quotation's hand-offs.
 */
export const quotationDealMessages = defineMessages({
  en: {
    'notice.subject.customerQuotation': 'quotation',
    'quotation.refused.formalLive':
      'This planning quotation is already issued as formal quotation {{no}}. To offer other terms, revise the planning quotation; to issue anew, wait until {{no}} is declined or expired.',
    'quotation.refused.formalAccepted':
      'Formal quotation {{no}} of this planning quotation was accepted; the deal has its order.',
    'quotation.issueConfirm.title': 'Issue formal quotation to {{company}}?',
    'quotation.issueConfirm.hint':
      'The partner receives the quotation below and can accept it at once. Once issued it cannot be changed; to offer other terms, revise the planning quotation.',
    'quotation.issueConfirm.lineCount': '{{count}} lines',
    'quotation.issueConfirm.ok': 'Issue',
    'notice.kind.quotationIssued': 'A quotation was issued to my company',
    'notice.kind.qaAsked': 'A partner asked about my quotation',
    'notice.kind.quotationAccepted': 'A partner accepted a quotation of mine',
    'notice.kind.additionalRequested': 'A partner requested an additional quotation',
    'notice.text.quotationIssued': 'Quotation {{no}} was issued to you',
    'notice.text.qaAsked': 'A partner asked a question on quotation {{no}}',
    'notice.text.quotationAccepted': 'Quotation {{no}} was accepted: order {{order}} created',
    'notice.text.additionalRequested': 'Additional quotation {{no}} was requested',
    'home.todo.formalQuestions': 'Formal quotations with questions to answer',
    'home.todo.additionalQuestions': 'Additional quotations with questions to answer',
    'home.todo.supplementaryQuestions': 'Supplementary quotations with questions to answer',
    'home.todo.additionalToPrice': 'Requested additional quotations to price',
  },
  cn: {
    'notice.subject.customerQuotation': '报价单',
    'quotation.refused.formalLive':
      '该规划报价已发出为正式报价 {{no}}。如需提供其他条件，请修订规划报价；合作伙伴不接受 {{no}} 或其失效后，方可重新发出。',
    'quotation.refused.formalAccepted': '该规划报价的正式报价 {{no}} 已被接受，本交易已生成订单。',
    'quotation.issueConfirm.title': '向 {{company}} 发出正式报价？',
    'quotation.issueConfirm.hint':
      '合作伙伴将收到以下报价单，并可立即接受。发出后不能更改；如需提供其他条件，请修订规划报价。',
    'quotation.issueConfirm.lineCount': '{{count}} 条明细',
    'quotation.issueConfirm.ok': '发出',
    'notice.kind.quotationIssued': '有报价单发给我的公司',
    'notice.kind.qaAsked': '合作伙伴对我的报价单提问',
    'notice.kind.quotationAccepted': '合作伙伴接受了我的报价单',
    'notice.kind.additionalRequested': '合作伙伴申请追加报价',
    'notice.text.quotationIssued': '报价单 {{no}} 已发给您',
    'notice.text.qaAsked': '合作伙伴对报价单 {{no}} 提出了问题',
    'notice.text.quotationAccepted': '报价单 {{no}} 已被接受：已生成订单 {{order}}',
    'notice.text.additionalRequested': '合作伙伴申请了追加报价 {{no}}',
    'home.todo.formalQuestions': '有待回答问题的正式报价',
    'home.todo.additionalQuestions': '有待回答问题的追加报价',
    'home.todo.supplementaryQuestions': '有待回答问题的补充报价',
    'home.todo.additionalToPrice': '待报价的追加报价申请',
  },
  kr: {
    'notice.subject.customerQuotation': '견적서',
    'quotation.refused.formalLive':
      '이 기획 견적은 이미 정식 견적 {{no}}(으)로 발행되었습니다. 다른 조건을 제시하려면 기획 견적을 개정해야 합니다. 파트너가 {{no}}을(를) 수락하지 않거나 만료된 후에 다시 발행할 수 있습니다.',
    'quotation.refused.formalAccepted':
      '이 기획 견적의 정식 견적 {{no}}이(가) 수락되어 이 거래의 주문이 이미 있습니다.',
    'quotation.issueConfirm.title': '{{company}}에 정식 견적을 발행하시겠습니까?',
    'quotation.issueConfirm.hint':
      '파트너는 아래 견적서를 받아 바로 수락할 수 있습니다. 발행 후에는 변경할 수 없습니다. 다른 조건을 제시하려면 기획 견적을 개정해야 합니다.',
    'quotation.issueConfirm.lineCount': '품목 {{count}}개',
    'quotation.issueConfirm.ok': '발행',
    'notice.kind.quotationIssued': '우리 회사에 견적서가 발행됨',
    'notice.kind.qaAsked': '파트너가 내 견적서에 질문함',
    'notice.kind.quotationAccepted': '파트너가 내 견적서를 수락함',
    'notice.kind.additionalRequested': '파트너가 추가 견적을 요청함',
    'notice.text.quotationIssued': '견적서 {{no}}이(가) 발행되었습니다',
    'notice.text.qaAsked': '파트너가 견적서 {{no}}에 질문했습니다',
    'notice.text.quotationAccepted': '견적서 {{no}}이(가) 수락되어 주문 {{order}}이(가) 생성되었습니다',
    'notice.text.additionalRequested': '추가 견적 {{no}}이(가) 요청되었습니다',
    'home.todo.formalQuestions': '답변할 질문이 있는 정식 견적',
    'home.todo.additionalQuestions': '답변할 질문이 있는 추가 견적',
    'home.todo.supplementaryQuestions': '답변할 질문이 있는 보충 견적',
    'home.todo.additionalToPrice': '견적할 추가 견적 요청',
  },
});
