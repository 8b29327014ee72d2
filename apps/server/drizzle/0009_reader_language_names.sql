ALTER TABLE "companies" ADD COLUMN "name_kr" text;--> statement-breakpoint
ALTER TABLE "code_table_entries" ADD COLUMN "code_desc_kr" text;--> statement-breakpoint
ALTER TABLE "equipment_models" ADD COLUMN "description_cn" text;--> statement-breakpoint
ALTER TABLE "equipment_models" ADD COLUMN "description_kr" text;--> statement-breakpoint
ALTER TABLE "product_lines" ADD COLUMN "name_kr" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "language" text DEFAULT 'cn' NOT NULL;--> statement-breakpoint
ALTER TABLE "qa_entries" ADD COLUMN "language" text DEFAULT 'cn' NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_language_ck" CHECK ("policies"."language" IN ('cn', 'en', 'kr'));--> statement-breakpoint
ALTER TABLE "qa_entries" ADD CONSTRAINT "qa_entries_language_ck" CHECK ("qa_entries"."language" IN ('cn', 'en', 'kr'));--> statement-breakpoint
-- Backfill (written by hand): the Korean names and descriptions of the reference and demo data the
-- seeds fill on a new database, and each existing QA entry's and policy's language told by its script.
UPDATE "code_table_entries" AS e SET "code_desc_kr" = v.kr FROM (VALUES
  ('codeTable.PARTNER_TYPE.DISTRIBUTOR', '총판'),
  ('codeTable.PARTNER_TYPE.SYSTEM_INTEGRATOR', '시스템 통합업체'),
  ('codeTable.PARTNER_TYPE.SERVICE_PARTNER', '서비스 파트너'),
  ('codeTable.PARTNER_TYPE.RESELLER', '리셀러'),
  ('codeTable.COMPANY_ROLE.TIER1', '1차 파트너'),
  ('codeTable.COMPANY_ROLE.TIER2', '2차 파트너'),
  ('codeTable.EQUIPMENT_KIND.iop', 'IOP'),
  ('codeTable.EQUIPMENT_KIND.no_iop', '비IOP'),
  ('codeTable.EQUIPMENT_KIND.robot', '로봇'),
  ('codeTable.REGION.US', '미국'),
  ('codeTable.REGION.AP', '아시아태평양'),
  ('codeTable.REGION.CN', '중국'),
  ('codeTable.REGION.JP', '일본'),
  ('codeTable.REGION.EU', '유럽'),
  ('codeTable.CURRENCY.CNY', '위안화'),
  ('codeTable.CURRENCY.USD', '미국 달러'),
  ('codeTable.CURRENCY.EUR', '유로'),
  ('codeTable.CURRENCY.KRW', '원화'),
  ('codeTable.CURRENCY.JPY', '엔화'),
  ('codeTable.FUNCTION_STRUCTURE.1', '단독 장비'),
  ('codeTable.FUNCTION_STRUCTURE.2', '생산 라인'),
  ('codeTable.FUNCTION_STRUCTURE.3', '작업 셀'),
  ('codeTable.FUNCTION_STRUCTURE.4', '로딩 및 언로딩'),
  ('codeTable.FUNCTION_STRUCTURE.5', '검사 스테이션'),
  ('codeTable.FUNCTION_STRUCTURE.6', '개조'),
  ('codeTable.FUNCTION_STRUCTURE.7', '예비 부품 및 서비스')
) AS v(key, kr) WHERE e."code_desc_lang_code" = v.key AND e."code_desc_kr" IS NULL;--> statement-breakpoint
UPDATE "code_table_entries" SET "code_desc_kr" = '이전 제품군' WHERE "code_type" = 'PRODUCT_LINE_TYPE_CRM' AND "code" = 'LEGACY' AND "code_desc_kr" IS NULL;--> statement-breakpoint
UPDATE "product_lines" AS p SET "name_kr" = v.kr FROM (VALUES
  ('CNC', 'CNC 공작기계'),
  ('ROBOT', '산업용 로봇'),
  ('LASER', '레이저 가공'),
  ('AUTOMATION', '공장 자동화'),
  ('INSPECTION', '검사 시스템')
) AS v(code, kr) WHERE p."code" = v.code AND p."name_kr" IS NULL;--> statement-breakpoint
UPDATE "companies" AS c SET "name_kr" = v.kr FROM (VALUES
  ('P-A001', '데모 파트너 A'),
  ('P-B001', '데모 파트너 B')
) AS v(code, kr) WHERE c."code" = v.code AND c."name_kr" IS NULL;--> statement-breakpoint
UPDATE "equipment_models" AS m SET "description_cn" = v.cn, "description_kr" = v.kr FROM (VALUES
  ('VMC-850', '立式加工中心，行程 850 mm', '수직형 머시닝 센터, 이송 850 mm'),
  ('VMC-1160', '立式加工中心，行程 1160 mm', '수직형 머시닝 센터, 이송 1160 mm'),
  ('HMC-630', '卧式加工中心，630 mm 托盘', '수평형 머시닝 센터, 630 mm 팔레트'),
  ('TL-250', '数控车床，250 mm 卡盘', 'CNC 선반, 250 mm 척'),
  ('RB-6A', '六轴机器人，负载 6 kg', '6축 로봇, 가반 하중 6 kg'),
  ('RB-20A', '六轴机器人，负载 20 kg', '6축 로봇, 가반 하중 20 kg'),
  ('SC-400', 'SCARA 机器人，臂展 400 mm', '스카라 로봇, 도달 거리 400 mm'),
  ('LC-3015', '光纤激光切割机，3 × 1.5 m 工作台', '파이버 레이저 절단기, 3 × 1.5 m 베드'),
  ('LW-2000', '激光焊接工作站，2 kW', '레이저 용접 스테이션, 2 kW'),
  ('CV-LINE', '输送线模块', '컨베이어 라인 모듈'),
  ('AGV-500', '自动导引车，500 kg', '무인 운반차(AGV), 500 kg'),
  ('CMM-700', '三坐标测量机', '3차원 측정기'),
  ('VIS-2', '视觉检测单元', '비전 검사 셀')
) AS v(model, cn, kr) WHERE m."model" = v.model AND m."description_cn" IS NULL AND m."description_kr" IS NULL;--> statement-breakpoint
UPDATE "qa_entries" SET "language" = CASE WHEN "question" ~ '[가-힣]' THEN 'kr' WHEN "question" ~ '[一-鿿]' THEN 'cn' ELSE 'en' END;--> statement-breakpoint
UPDATE "policies" SET "language" = CASE WHEN "title" ~ '[가-힣]' THEN 'kr' WHEN "title" ~ '[一-鿿]' THEN 'cn' ELSE 'en' END;
