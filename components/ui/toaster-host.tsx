"use client";
// Where the site's toasts appear: nothing (and no code) until the first toast asks for the
// Toaster (components/ui/toast.ts), then the Toaster, loaded on demand.
import dynamic from "next/dynamic";
import { useEffect, useSyncExternalStore } from "react";
import { isToasterWanted, registerToasterHost, subscribeToasterWanted } from "./toast";

const Toaster = dynamic(() => import("./toaster").then((module) => module.Toaster), { ssr: false });

export function ToasterHost({ theme }: { theme?: "light" | "dark" }) {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  useEffect(() => registerToasterHost(), []);
  return wanted ? <Toaster theme={theme} /> : null;
}
