// The HTML part of an account mail: a plain document mail programs and screen readers read well
// (the language on <html>, dark text on white, an underlined link, inline styles only). React
// writes it, so names and addresses are escaped.
import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { AccountMailContent } from "./account-mails.ts";

const page: CSSProperties = { margin: 0, padding: "24px 16px", background: "#ffffff", color: "#1a1a1a", fontFamily: "Arial, Helvetica, sans-serif", fontSize: "16px", lineHeight: 1.5 };
const main: CSSProperties = { maxWidth: "640px", margin: "0 auto" };
const link: CSSProperties = { color: "#0b4f9c", textDecoration: "underline", overflowWrap: "anywhere", wordBreak: "break-all" };

export function accountMailHtml(content: AccountMailContent): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang={content.lang}>
      <head>
        <meta charSet="utf-8" />
        <title>{content.subject}</title>
      </head>
      <body style={page}>
        <main style={main}>
          <p>{content.greeting}</p>
          {content.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {content.link ? (
            <p>
              <a href={content.link.url} style={link}>
                {content.link.label}
              </a>
            </p>
          ) : null}
          {content.after.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p>{content.closing}</p>
          <p>{content.signature}</p>
        </main>
      </body>
    </html>,
  )}`;
}
