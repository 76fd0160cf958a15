-- The interface language of each account (issue 32): mails follow it. Existing accounts chose nothing, so English.
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;