/**
 * Sample quotation documents in each language, for the PDF's tests, its benchmark and looking at its pages:
 * a few lines with one configured product and its bill of materials, or `lineCount` generated lines. The
 * amounts add up exactly (computed with the server's money functions, as the quotation's pricing does).
 */
import type { Language } from '@portal/contract';
import { moneyString, sum, times } from '../../../core/money';
import type { QuotationDocument, QuotationDocumentLine } from './quotation-document';

const words = {
  cn: {
    seller: '示例机器人（上海）有限公司',
    sellerAddress: '上海市浦东新区张江路 88 号 5 楼',
    customer: '苏州精密制造有限公司',
    customerAddress: '江苏省苏州市工业园区星湖街 328 号',
    arm: '六轴工业机器人 臂展 700 mm',
    controller: '机器人控制器 标准型',
    cable: '示教器电缆 5 m',
    cell: '焊接工作站（可配置）',
    payment: '合同签订后预付 30%，发货前付清余款。',
    delivery: '合同生效后 8 周内交货，运至客户工厂（DAP）。',
    notes: '本报价单不含现场安装调试费用。\n如有疑问，请联系您的销售负责人。',
    unit: '台',
  },
  en: {
    seller: 'Demo Robotics (Shanghai) Co., Ltd.',
    sellerAddress: '5F, 88 Zhangjiang Road, Pudong, Shanghai',
    customer: '서울정밀 주식회사 (Seoul Precision Co.)',
    customerAddress: '123 Teheran-ro, Gangnam-gu, Seoul, Korea',
    arm: 'Six-axis industrial robot, 700 mm reach',
    controller: 'Robot controller, standard',
    cable: 'Teach pendant cable 5 m',
    cell: 'Welding cell (configurable)',
    payment: '30% on signing, the balance before shipment.',
    delivery: 'Within 8 weeks of the contract, delivered to the customer plant (DAP).',
    notes: 'Installation and commissioning on site are not included.',
    unit: 'pc',
  },
  kr: {
    seller: '데모 로보틱스 코리아 주식회사',
    sellerAddress: '경기도 성남시 분당구 판교역로 235, 7층',
    customer: '한국정밀기계 주식회사 (韓國精密)',
    customerAddress: '경상남도 창원시 성산구 공단로 45',
    arm: '6축 산업용 로봇 암 도달 거리 700 mm',
    controller: '로봇 컨트롤러 표준형',
    cable: '티치 펜던트 케이블 5 m',
    cell: '용접 셀(구성 가능 제품)',
    payment: '계약 시 30% 선급, 출하 전 잔금 지급.',
    delivery: '계약 후 8주 이내 고객 공장 납품(DAP).',
    notes: '현장 설치 및 시운전 비용은 포함되어 있지 않습니다.',
    unit: '대',
  },
} as const;

const currencyOf: Record<Language, string> = { cn: 'CNY', en: 'USD', kr: 'KRW' };
const taxOf: Record<Language, string> = { cn: '13', en: '0', kr: '10' };

/** A line priced exactly: line total = unit price × quantity, in the currency's minor units. */
function line(
  lineNo: number,
  code: string,
  name: string,
  quantity: string,
  unit: string,
  unitPrice: string,
  currency: string,
): QuotationDocumentLine {
  const price = moneyString(unitPrice, currency);
  return {
    lineNo,
    code,
    name,
    quantity,
    unit,
    unitPrice: price,
    lineTotal: moneyString(times(price, quantity), currency),
  };
}

/** A sample document in `language`: three lines and a configured product, or `lineCount` plain lines. */
export function sampleQuotationDocument(language: Language, lineCount?: number): QuotationDocument {
  const w = words[language];
  const currency = currencyOf[language];
  const scale = currency === 'KRW' ? 180 : 1;
  const lines: QuotationDocumentLine[] =
    lineCount === undefined
      ? [
          line(1, 'RB-ARM-6-700', w.arm, '2', w.unit, String(38500.5 * scale), currency),
          line(2, 'CN-SP-15K', w.controller, '2', w.unit, String(12800 * scale), currency),
          {
            ...line(3, 'VM-WELD-CELL-01', w.cell, '1', w.unit, String(256000 * scale), currency),
            billOfMaterials: [
              { code: 'RB-ARM-6-700', name: w.arm, quantity: '1' },
              { code: 'CN-SP-15K', name: w.controller, quantity: '1' },
              {
                code: 'LS-SRC-6KW',
                name:
                  language === 'cn'
                    ? '激光源 6 kW'
                    : language === 'kr'
                      ? '레이저 소스 6 kW'
                      : 'Laser source 6 kW',
                quantity: '1',
              },
              { code: 'CB-TP-5M', name: w.cable, quantity: '2.5' },
            ],
          },
          line(4, 'CB-TP-5M', w.cable, '1250.5', 'm', '3.75', currency),
        ]
      : Array.from({ length: lineCount }, (_, index) =>
          line(
            index + 1,
            `RB-ARM-6-${700 + index}`,
            `${w.arm} #${index + 1}`,
            String((index % 7) + 1),
            w.unit,
            String((1000 + index * 37.25) * scale),
            currency,
          ),
        );
  const subtotal = moneyString(sum(lines.map((l) => l.lineTotal)), currency);
  const tax = moneyString(times(subtotal, taxOf[language]).div(100), currency);
  return {
    language,
    kind: 'formal',
    seller: {
      name: w.seller,
      address: w.sellerAddress,
      phone: '+86 21 5080 1234',
      email: 'sales@demo-robotics.example',
    },
    quotationNo: 'FQ-2026-000123',
    version: 3,
    issueDate: '2026-11-24',
    validUntil: '2026-12-24',
    customer: { name: w.customer, address: w.customerAddress },
    currency,
    lines,
    subtotal,
    taxRatePercent: taxOf[language],
    tax,
    total: moneyString(sum([subtotal, tax]), currency),
    paymentTerms: w.payment,
    deliveryTerms: w.delivery,
    notes: w.notes,
  };
}
