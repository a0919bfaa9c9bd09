// The confirmation mail's HTML part: a plain document that mail programs and screen readers read
// well. The language on <html>, real headings, the tickets as a table with a caption and header
// cells (three columns, so it fits a phone), dark text on white, underlined links, inline styles
// only (mail programs drop style sheets). React writes it, so every text from the order is escaped.
import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ConfirmationContent, MailSection } from "./order-confirmation-mail.ts";

const page: CSSProperties = { margin: 0, padding: "24px 16px", background: "#ffffff", color: "#1a1a1a", fontFamily: "Arial, Helvetica, sans-serif", fontSize: "16px", lineHeight: 1.5 };
const main: CSSProperties = { maxWidth: "640px", margin: "0 auto" };
const cell: CSSProperties = { borderBottom: "1px solid #767676", padding: "8px 6px", textAlign: "left", verticalAlign: "top" };
const headerCell: CSSProperties = { ...cell, background: "#f2f2f2" };
// The order page's address is one long word: it must break to fit a phone.
const link: CSSProperties = { color: "#0b4f9c", textDecoration: "underline", overflowWrap: "anywhere", wordBreak: "break-all" };

function Section({ section }: { section: MailSection }) {
  return (
    <section>
      <h2 style={{ fontSize: "20px", margin: "32px 0 8px" }}>{section.heading}</h2>
      {section.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.facts ? (
        <table role="presentation" style={{ borderCollapse: "collapse", margin: "8px 0" }}>
          <tbody>
            {section.facts.map(([label, value]) => (
              <tr key={label}>
                <td style={{ padding: "2px 16px 2px 0", fontWeight: "bold", verticalAlign: "top" }}>{label}</td>
                <td style={{ padding: "2px 0" }}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {/* fetchPriority "low": else React writes a <link rel="preload"> for the image ahead of the document. */}
      {section.image ? <img src={`cid:${section.image.cid}`} alt={section.image.alt} width={200} height={200} fetchPriority="low" style={{ display: "block", margin: "16px 0" }} /> : null}
    </section>
  );
}

function ConfirmationDocument({ content }: { content: ConfirmationContent }) {
  const { columns } = content;
  return (
    <html lang={content.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={page}>
        <main style={main}>
          <h1 style={{ fontSize: "24px", margin: "0 0 16px" }}>{content.subject}</h1>
          <p>{content.greeting}</p>
          <p>{content.intro}</p>
          <h2 style={{ fontSize: "20px", margin: "32px 0 8px" }}>{content.ticketsHeading}</h2>
          <table style={{ borderCollapse: "collapse", width: "100%" }}>
            <caption style={{ textAlign: "left", padding: "0 0 8px", fontStyle: "italic" }}>{content.ticketsCaption}</caption>
            <thead>
              <tr>
                {[columns.performance, columns.seatGroup, columns.price].map((label) => (
                  <th key={label} scope="col" style={headerCell}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {content.tickets.map((ticket, index) => (
                <tr key={index}>
                  <th scope="row" style={{ ...cell, fontWeight: "normal" }}>
                    <strong>{ticket.performance}</strong>
                    <br />
                    {ticket.dateTime}
                    <br />
                    {ticket.venue}
                  </th>
                  <td style={cell}>{ticket.seatGroup}</td>
                  <td style={cell}>{ticket.price}</td>
                </tr>
              ))}
              {content.giftCards.map((card, index) => (
                <tr key={`gift-card-${index}`}>
                  <th scope="row" style={{ ...cell, fontWeight: "bold" }}>
                    {card.label}
                  </th>
                  <td style={cell} />
                  <td style={cell}>{card.price}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {content.totals.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row" colSpan={2} style={{ ...cell, textAlign: "right" }}>
                    {label}
                  </th>
                  <td style={{ ...cell, fontWeight: "bold" }}>{value}</td>
                </tr>
              ))}
            </tfoot>
          </table>
          {content.sections.map((section) => (
            <Section key={section.heading} section={section} />
          ))}
          <h2 style={{ fontSize: "20px", margin: "32px 0 8px" }}>{content.orderPage.heading}</h2>
          <p>
            <a href={content.orderPage.url} style={link}>
              {content.orderPage.url}
            </a>
          </p>
          <p>{content.orderPage.hint}</p>
          <p style={{ marginTop: "32px" }}>{content.closing}</p>
          <footer>
            <p style={{ color: "#4d4d4d" }}>
              {content.signature.map((line, index) => (
                <span key={index}>
                  {index > 0 ? <br /> : null}
                  {line}
                </span>
              ))}
            </p>
          </footer>
        </main>
      </body>
    </html>
  );
}

/** The HTML part of the confirmation mail. */
export function orderConfirmationHtml(content: ConfirmationContent): string {
  return `<!doctype html>${renderToStaticMarkup(<ConfirmationDocument content={content} />)}`;
}
