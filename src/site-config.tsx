// Site-wide settings that the server hands to the browser once (never per visitor).
import { createContext, useContext } from "react";

export interface SiteConfig {
  siteName: string;
  /** Absolute origin for canonical and Open Graph URLs, when configured. */
  publicUrl: string;
  /** Hashed asset URLs of the client build. */
  assets: { css: string[] };
  /** The tag manager's script URL (TAG_MANAGER_URL); empty when there is none. */
  tagManagerUrl: string;
  /** The booking widget's quick-buy variant (QUICK_BUY): one click puts one ticket into the cart. */
  quickBuy: boolean;
}

export const defaultSiteConfig: SiteConfig = { siteName: "Staatstheater Kulisse", publicUrl: "", assets: { css: [] }, tagManagerUrl: "", quickBuy: false };

export const SiteConfigContext = createContext<SiteConfig>(defaultSiteConfig);

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
