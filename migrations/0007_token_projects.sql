ALTER TABLE "tokens" ADD COLUMN "projects" text[];--> statement-breakpoint
-- Tokens made before project scopes reach no project until the operator says which
-- (patchproof token scope <id> --project <name> | --all-projects); new tokens always name theirs.
UPDATE "tokens" SET "projects" = '{}';
