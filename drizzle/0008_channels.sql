CREATE TABLE "mastodon_apps" (
	"instance_url" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_encrypted" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_accounts" DROP CONSTRAINT "social_accounts_user_id_unique";--> statement-breakpoint
ALTER TABLE "social_accounts" DROP CONSTRAINT "social_accounts_provider_user_id_unique";--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "provider" text DEFAULT 'x' NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "instance_url" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "instance_url" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "post_limit" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "app_password_encrypted" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_network_key" UNIQUE("user_id","provider");--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_network_account_key" UNIQUE("provider","provider_user_id");