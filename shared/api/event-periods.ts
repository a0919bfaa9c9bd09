// The event list's periods (spec §3 event list "filters"): a list request may name one, the server
// turns it into days by its own clock in Berlin time.
export const eventPeriods = ["next_3_days", "weekend"] as const;

export type EventPeriod = (typeof eventPeriods)[number];
