-- A box is revealed once. Written by hand before the generated index: records a deep reorg may have doubled (the
-- same box revealed in two transactions) keep the newest one.
DELETE FROM "box_records" a USING "box_records" b WHERE a."box_type" = b."box_type" AND a."token_id" = b."token_id" AND a."id" < b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "box_records_box_idx" ON "box_records" USING btree ("box_type","token_id");
