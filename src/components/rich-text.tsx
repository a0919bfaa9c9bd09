// Stored rich text (HTML sanitized on the server when it was saved); nothing when it is empty.
export function RichText({ html, className, id }: { html: string | null | undefined; className?: string; id?: string }) {
  if (!html || html.trim() === "") return null;
  return <div id={id} className={className ? `rich-text ${className}` : "rich-text"} dangerouslySetInnerHTML={{ __html: html }} />;
}
