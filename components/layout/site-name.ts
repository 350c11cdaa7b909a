"use client";
// The site's name for client components deep in a page that have no settings of their own (the
// not-found page's <title>). SiteShell provides it.
import { createContext, useContext } from "react";

export const SiteNameContext = createContext("");

export function useSiteName(): string {
  return useContext(SiteNameContext);
}
