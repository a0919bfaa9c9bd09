// A shared test app whose mail goes to a real SMTP server in the test process: the server is started
// before the app (its URL is the app's SMTP_URL) and stopped after the file's tests.
import { after, before } from "node:test";
import { startSmtpTestServer, type SmtpTestServer } from "./smtp-test-server.ts";
import { sharedTestApp, type SharedTestApp, type TestAppOptions } from "./test-app.ts";

export function sharedTestAppWithSmtp(): { app: SharedTestApp; smtp: () => SmtpTestServer } {
  const options: TestAppOptions & { config: NonNullable<TestAppOptions["config"]> } = { config: {} };
  let server: SmtpTestServer | undefined;
  before(async () => {
    server = await startSmtpTestServer();
    options.config.smtpUrl = server.url;
  });
  after(() => server?.close());
  const smtp = () => {
    if (!server) throw new Error("the SMTP server is used before it started");
    return server;
  };
  return { app: sharedTestApp(options), smtp };
}
