-- Customers of the registrations and opportunities filed before customers were records: one customer per
-- country and registration number (the latest report's name and address; verified when any report of it
-- was), else one per exact name and country; then every submitted report and every opportunity is linked.
-- Drafts that were never submitted are linked when they are submitted.
CREATE TEMPORARY TABLE customer_sources AS
SELECT r.customer_name AS name, r.customer_country AS country, r.customer_credit_code AS number,
       r.customer_region AS region, r.customer_address AS address, r.customer_verified AS verified,
       CASE lower(trim(r.customer_industry))
         WHEN 'industrial automation' THEN 'AUTOMATION' WHEN 'robotics' THEN 'ROBOTICS'
         WHEN 'precision machinery' THEN 'MACHINERY' WHEN 'electronics' THEN 'ELECTRONICS'
         WHEN 'automotive parts' THEN 'AUTOMOTIVE' WHEN 'semiconductors' THEN 'SEMICONDUCTOR'
         WHEN 'new energy' THEN 'ENERGY' WHEN 'logistics' THEN 'LOGISTICS'
         WHEN 'medical devices' THEN 'MEDICAL' WHEN 'food and beverage' THEN 'FOOD'
         WHEN 'chemicals' THEN 'CHEMICALS' WHEN 'packaging' THEN 'PACKAGING'
         WHEN 'metal processing' THEN 'METAL' WHEN 'batteries' THEN 'BATTERY'
       END AS industry_code,
       r.reporter_id AS created_by, coalesce(r.submitted_at, r.created_at) AS at
  FROM opportunity_reports r
 WHERE r.customer_id IS NULL AND r.submitted_at IS NOT NULL AND trim(r.customer_name) <> ''
UNION ALL
SELECT o.customer_name, o.customer_country, o.customer_credit_code, o.customer_region, NULL, false, NULL,
       o.created_by, o.created_at
  FROM business_opportunities o
 WHERE o.customer_id IS NULL AND trim(o.customer_name) <> '';
--> statement-breakpoint
INSERT INTO customers (name, country, registration_number, region, address, industry_code, verified,
                       created_by, created_at, updated_at)
SELECT DISTINCT ON (coalesce(s.country, ''), s.number)
       trim(s.name), s.country, s.number, s.region, s.address,
       max(s.industry_code) OVER w, bool_or(s.verified) OVER w, s.created_by, min(s.at) OVER w, now()
  FROM customer_sources s
 WHERE s.number IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM customers c
                    WHERE coalesce(c.country, '') = coalesce(s.country, '') AND c.registration_number = s.number)
WINDOW w AS (PARTITION BY coalesce(s.country, ''), s.number)
 ORDER BY coalesce(s.country, ''), s.number, s.at DESC;
--> statement-breakpoint
INSERT INTO customers (name, country, region, address, industry_code, verified, created_by, created_at,
                       updated_at)
SELECT DISTINCT ON (trim(s.name), coalesce(s.country, ''))
       trim(s.name), s.country, s.region, s.address,
       max(s.industry_code) OVER w, bool_or(s.verified) OVER w, s.created_by, min(s.at) OVER w, now()
  FROM customer_sources s
 WHERE s.number IS NULL
   AND NOT EXISTS (SELECT 1 FROM customers c
                    WHERE c.registration_number IS NULL AND c.name = trim(s.name)
                      AND c.country IS NOT DISTINCT FROM s.country)
WINDOW w AS (PARTITION BY trim(s.name), coalesce(s.country, ''))
 ORDER BY trim(s.name), coalesce(s.country, ''), s.at DESC;
--> statement-breakpoint
UPDATE opportunity_reports r
   SET customer_id = c.id
  FROM customers c
 WHERE r.customer_id IS NULL AND r.submitted_at IS NOT NULL
   AND (CASE WHEN r.customer_credit_code IS NOT NULL
             THEN coalesce(c.country, '') = coalesce(r.customer_country, '')
                  AND c.registration_number = r.customer_credit_code
             ELSE c.registration_number IS NULL AND c.name = trim(r.customer_name)
                  AND c.country IS NOT DISTINCT FROM r.customer_country END);
--> statement-breakpoint
UPDATE business_opportunities o
   SET customer_id = c.id
  FROM customers c
 WHERE o.customer_id IS NULL
   AND (CASE WHEN o.customer_credit_code IS NOT NULL
             THEN coalesce(c.country, '') = coalesce(o.customer_country, '')
                  AND c.registration_number = o.customer_credit_code
             ELSE c.registration_number IS NULL AND c.name = trim(o.customer_name)
                  AND c.country IS NOT DISTINCT FROM o.customer_country END);
--> statement-breakpoint
DROP TABLE customer_sources;
