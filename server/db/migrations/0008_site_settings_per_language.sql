-- The settings' HTML blocks become one per language. A block written before stays on both sites
-- until an admin translates it, so no page loses its header or footer HTML.
ALTER TABLE "site_settings" ALTER COLUMN "html_header" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "html_header" SET DATA TYPE jsonb USING jsonb_build_object('de', "html_header", 'en', "html_header");--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "html_header" SET DEFAULT '{"de":"","en":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "html_footer_top" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "html_footer_top" SET DATA TYPE jsonb USING jsonb_build_object('de', "html_footer_top", 'en', "html_footer_top");--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "html_footer_top" SET DEFAULT '{"de":"","en":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "html_footer_bottom" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "html_footer_bottom" SET DATA TYPE jsonb USING jsonb_build_object('de', "html_footer_bottom", 'en', "html_footer_bottom");--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "html_footer_bottom" SET DEFAULT '{"de":"","en":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "html_footer_logos" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "html_footer_logos" SET DATA TYPE jsonb USING jsonb_build_object('de', "html_footer_logos", 'en', "html_footer_logos");--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "html_footer_logos" SET DEFAULT '{"de":"","en":""}'::jsonb;
