-- Reference data of quotations: the discount each product line may give without approval, and the
-- exchange rates to the reporting currency (CNY). Administrators change them later; these are the
-- starting values.
INSERT INTO "quotation_discount_thresholds" ("product_line_code", "max_discount_percent") VALUES
  ('CNC', 10), ('ROBOT', 15), ('LASER', 12), ('AUTOMATION', 15), ('INSPECTION', 10)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "exchange_rates" ("currency", "reporting_currency", "rate") VALUES
  ('CNY', 'CNY', 1), ('KRW', 'CNY', 0.0052), ('USD', 'CNY', 7.1), ('EUR', 'CNY', 7.7), ('JPY', 'CNY', 0.047)
ON CONFLICT DO NOTHING;
