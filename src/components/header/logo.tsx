// The theatre's word mark: the site name set in the display face, with a curtain-red rule.
import { useSiteConfig } from "../../site-config.tsx";

export function Logo() {
  const { siteName } = useSiteConfig();
  const [first, ...rest] = siteName.split(" ");
  return (
    <span className="logo">
      <span className="logo__small">{rest.length ? first : ""}</span>{" "}
      <span className="logo__large">{rest.length ? rest.join(" ") : first}</span>
    </span>
  );
}
