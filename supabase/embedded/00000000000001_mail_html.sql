-- Embedded mode only: the "sent" e-mails keep an HTML part next to the text part (both shown at
-- /dev/mailbox), as a real mailer sends multipart/alternative.
alter table auth.mail_outbox add column if not exists body_html text;
