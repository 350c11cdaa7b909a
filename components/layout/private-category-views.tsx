"use client";
// A site that forces sign-in renders no catalogue into its pages (its sign-in pages are public):
// its categories are read in the browser once the visitor is signed in, and the strip and the
// drawer's tree drawn there. Loaded on those sites only (private-categories.tsx).
import { useMemo } from "react";
import useSWR from "swr";
import { browserApi } from "@/lib/api/browser";
import { getCategories } from "@/lib/api/endpoints";
import type { NavCategory } from "@/lib/api/schemas";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { buildCategoryTree, navbarTree } from "@/lib/categories/tree";
import { usePathname } from "@/lib/i18n/navigation";
import { CategoryStrip } from "./category-strip";
import { CategorySection } from "./category-tree";
import { DRAWER_ID } from "./shell-site";

const PRIVATE_CATEGORIES_KEY = "/categories/#signed-in";
const NO_CATEGORIES: NavCategory[] = [];

function usePrivateCategories(): { categories: NavCategory[]; pending: boolean } {
  const { user } = useCurrentUser(true);
  const { data } = useSWR(user ? PRIVATE_CATEGORIES_KEY : null, () => getCategories(browserApi));
  return { categories: data ?? NO_CATEGORIES, pending: user !== null && data === undefined };
}

export function PrivateCategoryStrip() {
  const { categories, pending } = usePrivateCategories();
  const navbar = useMemo(() => navbarTree(categories), [categories]);
  // Until they arrive the strip keeps its place, so the page does not move down when it appears
  // (not on the sign-in pages, which signed-out visitors see without it).
  const onSignIn = usePathname().startsWith("/auth/");
  return <CategoryStrip navbar={navbar} pending={pending && !onSignIn} />;
}

export function PrivateCategoryTree() {
  const { categories } = usePrivateCategories();
  const tree = useMemo(() => buildCategoryTree(categories), [categories]);
  return <CategorySection id={DRAWER_ID} tree={tree} />;
}
