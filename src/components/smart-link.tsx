// Site-internal paths navigate on the client; everything else is a plain link.
import type { ReactNode } from "react";
import { Link } from "react-router";

export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/webshop")) {
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
