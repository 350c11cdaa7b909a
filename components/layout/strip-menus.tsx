"use client";
// The category strip's dropdowns (a category's children, and "More"), loaded on first use
// (lazy-menu.tsx, dropdown-menus.tsx); the strip itself is rendered on the server.
import { lazyMenu } from "./lazy-menu";

export const ChildrenMenu = lazyMenu(() => import("./dropdown-menus").then((module) => module.ChildrenDropdown));
export const MoreMenu = lazyMenu(() => import("./dropdown-menus").then((module) => module.MoreDropdown));
