// Long codes are read and typed in groups of four characters, as banks print IBANs.

/** "DE02 1203 0000 0000 2020 51", "K7QX 2M4P ABCD": an IBAN or a ticket's secret as people read and type it. */
export const inGroupsOfFour = (text: string): string => text.replace(/(.{4})(?=.)/g, "$1 ");
