// The GiroCode (EPC QR code, EPC069-12 version 002): a QR code a banking app scans to fill in a SEPA
// credit transfer. The payload is plain text, one element a line; the standard demands error
// correction M. Shown for unpaid bank-transfer orders: on the order page (SVG) and in the mail (PNG).
import QRCode from "qrcode";

export interface TransferRequest {
  /** The beneficiary bank's BIC; may be empty within the EEA (version 002). */
  bic: string;
  /** The account holder. */
  name: string;
  iban: string;
  amountCents: number;
  /** The unstructured remittance information (Verwendungszweck). */
  text: string;
}

/** The standard's length limits (in characters) and the whole payload's (in bytes). */
const MAX_NAME = 70;
const MAX_TEXT = 140;
const MAX_PAYLOAD_BYTES = 331;

/** A field on one line: line breaks would shift every later element. */
const oneLine = (text: string): string => text.replace(/[\r\n]+/g, " ").trim();

/** At most `max` characters (whole code points, never half a surrogate pair). */
const cut = (text: string, max: number): string => Array.from(text).slice(0, max).join("");

/** "EUR12.50": euros with a point and two decimals. */
const amount = (cents: number): string => `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/**
 * The EPC payload: BCD, version 002, character set 1 (UTF-8), SCT, BIC, name, IBAN, amount, purpose
 * (empty), structured reference (empty), remittance text; lines end in LF and the last element has
 * none. Too long a name or text is cut to the standard's limits.
 */
export function epcPayload(request: TransferRequest): string {
  const lines = ["BCD", "002", "1", "SCT", oneLine(request.bic), cut(oneLine(request.name), MAX_NAME), request.iban.replace(/\s+/g, ""), amount(request.amountCents), "", ""];
  let text = cut(oneLine(request.text), MAX_TEXT);
  // A 70-character name and a 140-character text of multi-byte letters could pass the 331 bytes.
  while (text && Buffer.byteLength([...lines, text].join("\n")) > MAX_PAYLOAD_BYTES) text = cut(text, Array.from(text).length - 1);
  return [...lines, text].join("\n");
}

// One byte segment (UTF-8) rather than the library's mixed segments: the way banking apps expect it.
const segments = (payload: string) => [{ data: Buffer.from(payload, "utf8"), mode: "byte" as const }];

/** The GiroCode as an SVG document (scales to any size; quiet zone of 4 modules). */
export function giroCodeSvg(payload: string): Promise<string> {
  return QRCode.toString(segments(payload), { type: "svg", errorCorrectionLevel: "M", margin: 4 });
}

/** The GiroCode as a PNG, for mail clients that show no SVG. */
export function giroCodePng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(segments(payload), { type: "png", errorCorrectionLevel: "M", margin: 4, scale: 6 });
}
