// A ticket's code as check-in reads it: the 12 characters of the ticket's secret that its QR code
// holds and its page prints grouped by four ("ABCD EFGH JKLM"). What a person types or a scanner
// sends is brought to that form first, so case, spaces and dashes never matter.

/** Length of a ticket's secret. */
export const TICKET_CODE_LENGTH = 12;

const TICKET_CODE = /^[A-Z0-9]{12}$/;

/** The code in its stored form: upper case, without white space, dashes, dots or underscores. */
export function normalizeTicketCode(text: string): string {
  return text.toUpperCase().replace(/[\s\-\u2010-\u2015_.]/g, "");
}

/** Whether a normalized code can be a ticket's secret at all (else no lookup is needed). */
export function looksLikeTicketCode(code: string): boolean {
  return TICKET_CODE.test(code);
}
