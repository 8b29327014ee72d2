DROP INDEX "configurable_models_updated_idx";--> statement-breakpoint
DROP INDEX "exception_logs_created_idx";--> statement-breakpoint
DROP INDEX "orders_company_idx";--> statement-breakpoint
DROP INDEX "orders_ordered_idx";--> statement-breakpoint
DROP INDEX "solutions_updated_idx";--> statement-breakpoint
DROP INDEX "quotations_updated_idx";--> statement-breakpoint
DROP INDEX "notices_user_idx";--> statement-breakpoint
DROP INDEX "project_group_posts_group_idx";--> statement-breakpoint
CREATE INDEX "configurable_models_updated_idx" ON "configurable_models" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "exception_logs_created_idx" ON "exception_logs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","ordered_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_ordered_idx" ON "orders" USING btree ("ordered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "solutions_updated_idx" ON "solutions" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotations_updated_idx" ON "quotations" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_group_posts_group_idx" ON "project_group_posts" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);