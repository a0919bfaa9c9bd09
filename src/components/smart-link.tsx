// Site-internal paths navigate on the client; everything else is a plain link, the shop's addresses
// too (an external shop's pages are not the site's routes).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { isWebshopPath } from "../lib/webshop-urls.ts";

export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith("/") && !href.startsWith("//") && !isWebshopPath(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a href={href} className={className} {...(external ? { rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}
