// The hub's "unpublished drafts" (issue 25): pages whose draft in a language differs from what
// visitors see, with who saved it, when, and when it is scheduled to go live.

export interface UnpublishedDraft {
  page_id: number;
  /** The page's title in the draft's language. */
  title: string;
  /** The draft's language ("de", "en"). */
  lang: string;
  /** The name of who saved it last ("First Last", else the user name); "" when the account is gone. */
  who: string;
  /** When it was saved last, ISO 8601 with the Berlin offset. */
  saved_at: string;
  /** When it is published by itself, ISO 8601 with the Berlin offset; null: only by pressing "Veröffentlichen". */
  publish_at: string | null;
  /** The page in that language in edit mode ("/de/ueber-uns?edit"). */
  edit_url: string;
}

export interface UnpublishedDrafts {
  /** How many there are; `items` holds the newest ones. */
  total: number;
  items: UnpublishedDraft[];
}
