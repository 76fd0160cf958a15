-- The interface language of each account (issue 32): mails follow it. Null until known: accounts from before
-- the site had languages chose none, and their next visit saves the language they see.
ALTER TABLE "users" ADD COLUMN "locale" text;