// Sending mail: over SMTP_URL with nodemailer, or, without it (the embedded default), each message
// written whole as an .eml file to DATA_DIR/outbox/, so a theatre trying Kulisse out (and a
// developer) can open every mail the site would have sent. The log says where each one went.
import fs from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import type { Logger } from "../../logger.ts";

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for an image the HTML part shows inline (`<img src="cid:…">`). */
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Sends the message; resolves once the SMTP server took it (or the .eml file is on disk). */
  send(message: MailMessage): Promise<void>;
}

/** Where mail without SMTP_URL is written. */
export const outboxDir = (dataDir: string): string => path.join(dataDir, "outbox");

/** The mailer for these settings: SMTP when `smtpUrl` is set, else the outbox folder. */
export function createMailer(settings: { smtpUrl: string | undefined; mailFrom: string; dataDir: string }, log: Logger): Mailer {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: settings.mailFrom, ...message });
        log.info({ to: message.to, subject: message.subject, message_id: info.messageId }, "mail_sent");
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const dir = outboxDir(settings.dataDir);
  return {
    async send(message) {
      const info = await transport.sendMail({ from: settings.mailFrom, ...message });
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      // Written under a temporary name first: a reader of the folder never sees half a mail.
      const file = path.join(dir, name);
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      log.info({ to: message.to, subject: message.subject, file }, "mail_written_to_outbox");
    },
  };
}
