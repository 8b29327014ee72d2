-- The demo partner companies were seeded with credit codes of the right shape whose check characters were
-- wrong (the letter O is not one of the code's characters). A company's code is now checked in full when it
-- is saved, so a database seeded before would refuse every edit of those two companies: they take the
-- codes the seed now gives them. Nothing else has these codes.
UPDATE "companies" SET "credit_code" = '91310000MA1DEMA00K' WHERE "credit_code" = '91310000MA1DEMOA01';--> statement-breakpoint
UPDATE "companies" SET "credit_code" = '91110000MA1DEMB07H' WHERE "credit_code" = '91110000MA1DEMOB02';
