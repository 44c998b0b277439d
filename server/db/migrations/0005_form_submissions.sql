ALTER TABLE "form_submissions" RENAME COLUMN "form_name" TO "form_id";--> statement-breakpoint
ALTER TABLE "form_submissions" RENAME COLUMN "payload" TO "values";--> statement-breakpoint
CREATE INDEX "form_submissions_form_id_created_at_idx" ON "form_submissions" USING btree ("form_id","created_at");