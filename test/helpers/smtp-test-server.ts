// A real SMTP server in the test process (smtp-server) on a free loopback port: what the site sends
// arrives over SMTP as it would at a mail provider, and each message is parsed (mailparser) for the
// test to read: recipients, subject, text, HTML, attachments. A test app sends to it with
// `startTestApp({ config: { smtpUrl: server.url } })`.
import { EventEmitter, on } from "node:events";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), whatever the headers say. */
  recipients: string[];
  /** The envelope's sender (MAIL FROM). */
  sender: string;
  /** The message as mailparser reads it; inline images keep their `cid:` links. */
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  /** The SMTP_URL for the app: plain SMTP (no TLS) on loopback. */
  url: string;
  /** Every message received so far, in order of arrival. */
  received: ReceivedMail[];
  /** The first message `matches` accepts, received already or the next to come; rejects after `timeoutMs`. */
  nextMail(matches?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  const server = new SMTPServer({
    // No STARTTLS on offer, so the client needs no certificate; no login asked for.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream, { skipImageLinks: true })
        .then((parsed) => {
          const mail: ReceivedMail = {
            recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            parsed,
          };
          received.push(mail);
          arrivals.emit("mail", mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    // ignoreTLS: nodemailer would otherwise try STARTTLS where a server offers it.
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    async nextMail(matches = () => true, timeoutMs = 10_000) {
      const earlier = received.find(matches);
      if (earlier) return earlier;
      try {
        for await (const [mail] of on(arrivals, "mail", { signal: AbortSignal.timeout(timeoutMs) }) as AsyncIterable<[ReceivedMail]>) if (matches(mail)) return mail;
      } catch (error) {
        if ((error as Error).name !== "AbortError") throw error;
      }
      throw new Error(`no such mail arrived within ${timeoutMs} ms (${received.length} arrived)`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
