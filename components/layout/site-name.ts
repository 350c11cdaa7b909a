"use client";
// The site's name for client components deep in a page that have no settings of their own (the
// not-found page's <title>). The site frame provides it.
import { createContext, createElement, useContext, type ReactNode } from "react";

const SiteNameContext = createContext("");

export function SiteNameProvider({ name, children }: { name: string; children: ReactNode }) {
  return createElement(SiteNameContext, { value: name }, children);
}

export function useSiteName(): string {
  return useContext(SiteNameContext);
}
