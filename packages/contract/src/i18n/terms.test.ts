import { describe, expect, it } from 'vitest';
import { keysOf } from '../core/records';
import type { MessageKey } from './catalog';
import { catalogs } from './catalog';

/**
 * The glossary applied to the catalogues: one term per concept and language, and the punctuation
 * rules a machine can check. A term listed here is a wrong or competing variant; the message says
 * which word to use instead. A rare legitimate use is listed in `allowed` with its key.
 */
interface Avoided {
  term: RegExp;
  use: string;
  allowed?: readonly MessageKey[];
  /** Keys of another concept that rightly uses the word (an exchange rate is 汇率 / 환율). */
  otherConcept?: RegExp;
}

/**
 * Keys about signing in (QR sign-in, an identity provider, signed-in devices): refusing a sign-in on a phone is not rejecting an
 * approval (拒绝 / 거부, not 驳回 / 반려), and a phone or computer one is signed in on is a 기기, not equipment.
 */
const signInKeys = /^(qr|oidc|session)\./;

/** Keys about an exchange rate: there 汇率 and 환율 are the right words; only a win probability must not use them. */
const exchangeRateKeys = /exchangeRate/i;

const avoided: Record<'en' | 'cn' | 'kr', readonly Avoided[]> = {
  en: [
    { term: /(?<!social )credit code/i, use: 'unified social credit code' },
    { term: /business opportunit/i, use: 'opportunity' },
    { term: /partner types?\b/i, use: 'company type' },
    { term: /display name/i, use: 'name' },
    { term: /win rate/i, use: 'win probability' },
    { term: /closing date/i, use: 'expected close date' },
    // The spec's "clue" is a lead on English screens; "scheme" is a solution (paths and code keep the spec's words).
    { term: /\bclues?\b/i, use: 'lead' },
    { term: /\bschemes?\b/i, use: 'solution' },
  ],
  cn: [
    { term: /合作伙伴类型/, use: '公司类型' },
    { term: /公司角色/, use: '公司级别' },
    { term: /代理商|转售商/, use: '经销商' },
    { term: /计划|策划/, use: '规划' },
    { term: /帐号|账户/, use: '账号' },
    { term: /显示名称/, use: '姓名' },
    { term: /禁用/, use: '停用' },
    { term: /电子邮箱/, use: '邮箱' },
    { term: /手机号码/, use: '手机号' },
    { term: /报告/, use: '报备' },
    { term: /单号/, use: '编号' },
    { term: /机会/, use: '商机' },
    { term: /费率|汇率/, use: '赢单率', otherConcept: exchangeRateKeys },
    { term: /终端客户|最终用户/, use: '最终客户' },
    { term: /(?<!统一社会)信用代码/, use: '统一社会信用代码' },
    { term: /货币/, use: '币种' },
    { term: /撞单/, use: '报备冲突' },
    { term: /批准/, use: '通过' },
    { term: /拒绝/, use: '驳回', otherConcept: signInKeys },
    { term: /指派|分派/, use: '分配' },
    { term: /丢弃|放弃/, use: '作废' },
    { term: /行项目/, use: '明细' },
    { term: /已送达/, use: '已交付' },
    { term: /质量保证/, use: '问答' },
    { term: /列表价/, use: '目录价' },
    { term: /净价/, use: '折后价' },
    { term: /主报价/, use: '正式报价' },
    { term: /设计方案/, use: '方案' },
    { term: /会话/, use: '场次' },
    { term: /注册(?!号)/, use: '报名' },
    { term: /节点/, use: '步骤' },
    { term: /转办/, use: '转交' },
    { term: /评论/, use: '意见' },
    { term: /待处理/, use: '待办' },
    { term: /看板/, use: '仪表盘' },
    { term: /销售渠道|漏斗/, use: '商机管道' },
    { term: /码表/, use: '数据字典' },
    { term: /新增/, use: '新建' },
    { term: /登陆/, use: '登录' },
    { term: /注销/, use: '退出登录' },
    { term: /您的功能/, use: '快捷入口' },
  ],
  kr: [
    { term: /보고(?!서)/, use: '등록 (등록 건)' },
    { term: /영업기회|(?<!영업 )기회/, use: '영업 기회' },
    { term: /파트너 회사/, use: '파트너사' },
    { term: /파트너 유형/, use: '회사 유형' },
    { term: /회사 역할/, use: '회사 등급' },
    { term: /1등급|티어/, use: '1차 파트너' },
    { term: /디스트리뷰터|유통사|유통업체/, use: '총판' },
    { term: /대리점|재판매업체/, use: '리셀러' },
    { term: /SI 업체/, use: '시스템 통합업체' },
    { term: /채널 관리자/, use: '채널 매니저' },
    { term: /계획/, use: '기획' },
    { term: /사용자 이름/, use: '사용자 ID' },
    { term: /표시 이름/, use: '이름' },
    { term: /거래처|고객사/, use: '고객' },
    { term: /(?<!통일사회)신용 ?코드|통합 사회 신용|사회 신용 코드/, use: '통일사회신용코드' },
    { term: /법인등록번호/, use: '사업자등록번호' },
    { term: /사업자 등록/, use: '사업자등록번호 / 사업자등록증' },
    { term: /제품 라인/, use: '제품군' },
    // 행 is a spreadsheet row; an order or equipment line is 품목. 생산 라인 is a production line.
    // 파이프라인 is the glossary's pipeline.
    { term: /(?<!생산 |파이프)라인/, use: '품목' },
    { term: /설비|기기|기종|모델명/, use: '장비 / 장비 모델', otherConcept: signInKeys },
    { term: /예상 계약일|마감일/, use: '예상 수주일' },
    { term: /보호 기한/, use: '보호 종료일' },
    { term: /충돌|경쟁 등록/, use: '중복 등록' },
    { term: /철회/, use: '회수' },
    { term: /거부|거절/, use: '반려', otherConcept: signInKeys },
    {
      term: /리드 [^ ]*반려|반려[^ ]* 리드|clue.*반려/,
      use: '반환 (a lead is returned, a report is rejected)',
    },
    { term: /단서|잠재 고객/, use: '리드' },
    { term: /출처/, use: '유입 경로' },
    { term: /할당/, use: '배정' },
    { term: /후속 조치|팔로업/, use: '후속 활동' },
    { term: /초안/, use: '임시 저장' },
    { term: /발주|오더/, use: '주문' },
    { term: /출고|배송/, use: '출하 완료 / 납품 완료' },
    { term: /품질/, use: 'Q&A' },
    { term: /\d판|}}판/, use: '버전 3' },
    { term: /가견적|메인 견적|본견적|계획 견적/, use: '기획 견적 / 정식 견적' },
    { term: /방안/, use: '솔루션' },
    { term: /리스트 가격|순가격|리비전/, use: '정가 / 할인가 / 개정' },
    { term: /권한 부여/, use: '역량 강화' },
    { term: /세션/, use: '차수' },
    { term: /결재/, use: '승인' },
    { term: /요청서|시리얼 넘버|작업 시간/, use: '티켓 / 일련번호 / 공수' },
    { term: /코드 테이블/, use: '공통 코드' },
    { term: /템플릿/, use: '양식' },
    { term: /편집/, use: '수정' },
    { term: /생성 시간|수정 시간|작성자/, use: '생성 일시 / 수정 일시 / 생성자' },
    { term: /키워드/, use: '검색어' },
    // 전환율 is the glossary's conversion rate.
    { term: /요율|(?<!전)환율|비율/, use: '수주 확률', otherConcept: exchangeRateKeys },
    { term: /먼저 기록|기록을 선택/, use: '항목' },
  ],
};

const all = keysOf(catalogs.en);

/** Labels: menus, routes, buttons, fields, statuses and titles; they never end like a sentence. */
const isLabel = (key: string) =>
  /^(menu|route|button|role|codeTable)\.|\.(field|status|caseStatus|action|stage|steps|conflictKind)\.|[tT]itle$|\.create$|Label$/.test(
    key,
  );

const han = '\\u4e00-\\u9fff';

describe('terms', () => {
  it.each(['en', 'cn', 'kr'] as const)('%s uses the glossary terms', (language) => {
    const found: string[] = [];
    for (const key of all) {
      const text = catalogs[language][key];
      for (const { term, use, allowed = [], otherConcept } of avoided[language]) {
        if (term.test(text) && !allowed.includes(key) && !otherConcept?.test(key))
          found.push(`${key}: "${text}" (${term.source} → ${use})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('cn labels do not end with 。 and punctuation between Chinese characters is full-width', () => {
    const found: string[] = [];
    for (const key of all) {
      const text = catalogs.cn[key];
      if (isLabel(key) && /[。.]$/.test(text)) found.push(`${key}: trailing 。 on a label`);
      if (new RegExp(`[${han}][,:;?!()]|[,:;?!()]\\s*[${han}]`).test(text))
        found.push(`${key}: half-width punctuation in "${text}"`);
      // A half-width space separates Chinese from Latin letters and digits ("线索 L-0012 已保存");
      // calendar months keep the written date form (3月).
      if (
        !key.startsWith('widget.calendar.') &&
        new RegExp(`[${han}][A-Za-z0-9]|[A-Za-z0-9%][${han}]`).test(text.replace(/\{\{\w+\}\}/g, ''))
      )
        found.push(`${key}: no space between Chinese and Latin or digits in "${text}"`);
    }
    expect(found).toEqual([]);
  });

  it('cn and kr statuses read as statuses', () => {
    const statusKey = /\.(status|caseStatus|conflictKind)\./;
    // Drafts are named by the noun in both languages; a disabled/active state is not a workflow status.
    const cnAllowed = ['草稿'];
    const krAllowed = ['임시 저장'];
    const found: string[] = [];
    for (const key of all.filter((k) => statusKey.test(k))) {
      const cn = catalogs.cn[key];
      const kr = catalogs.kr[key];
      if (!/^已|^待|中$/.test(cn) && !cnAllowed.includes(cn)) found.push(`cn ${key}: ${cn}`);
      if (!/됨$| 중$| 대기$| 완료$/.test(kr) && !krAllowed.includes(kr)) found.push(`kr ${key}: ${kr}`);
    }
    expect(found).toEqual([]);
  });

  it('kr sentences are in 합니다체 and labels end in a noun', () => {
    // The answer word of a yes/no choice.
    const allowed: readonly MessageKey[] = ['common.no'];
    const found: string[] = [];
    for (const key of all.filter((k) => !allowed.includes(k))) {
      const text = catalogs.kr[key];
      for (const sentence of text.split(/(?<=[.?!])\s+|\n+/)) {
        const end = sentence.replace(/[.?!…\s]+$/, '');
        // 해요체 (…요 but …세요), 해라체 (…다 but …니다), …까 but …니까, and 하십시오체.
        if (/(?<!세)요$|(?<!니)다$|(?<!니)까$|시오$/.test(end)) found.push(`${key}: "${sentence}"`);
      }
      if (isLabel(key) && /니다\.?$|세요\.?$/.test(text)) found.push(`${key}: a label reads as a sentence`);
    }
    expect(found).toEqual([]);
  });

  it('kr writes both particles after a variable', () => {
    // {{name}}을(를), {{record}}이(가), {{value}}(으)로: the value decides which one reads right.
    const bare = /\}\}(?:을|를|은|는|이|가|로)(?=[\s.,:!?]|$)/;
    expect(
      all.filter((key) => bare.test(catalogs.kr[key])).map((key) => `${key}: ${catalogs.kr[key]}`),
    ).toEqual([]);
  });

  it('en labels do not end with a full stop', () => {
    expect(all.filter((key) => isLabel(key) && catalogs.en[key].endsWith('.'))).toEqual([]);
  });
});
