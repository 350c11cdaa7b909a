"use client";
// The category strip and tree of a site that forces sign-in, drawn in the browser
// (private-category-views.tsx): their code, and the category strip's and tree's own, is fetched on
// those sites only, not with every site's frame.
import dynamic from "next/dynamic";

export const PrivateCategoryStrip = dynamic(() => import("./private-category-views").then((module) => module.PrivateCategoryStrip));
export const PrivateCategoryTree = dynamic(() => import("./private-category-views").then((module) => module.PrivateCategoryTree));
