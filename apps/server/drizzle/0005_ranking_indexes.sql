DROP INDEX "arena_players_rank_idx";--> statement-breakpoint
DROP INDEX "worldcup_users_points_idx";--> statement-breakpoint
CREATE INDEX "arena_players_ranking_idx" ON "arena_players" USING btree ("season","wins" DESC NULLS LAST,"games","max_streak" DESC NULLS LAST,"player");--> statement-breakpoint
CREATE INDEX "worldcup_users_ranking_idx" ON "worldcup_users" USING btree ("winning_points" DESC NULLS LAST,"general_credits" DESC NULLS LAST,"address");