"use client";
// The state every account form keeps around its call: busy while it runs, and the failure text to
// show (cleared when a new submit starts).
import { useCallback, useState } from "react";

export function useSubmission() {
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Runs the call with the form busy; the call reports its own failures through setFailure. */
  const run = useCallback(async (call: () => Promise<void>) => {
    setLoading(true);
    setFailure(null);
    try {
      await call();
    } finally {
      setLoading(false);
    }
  }, []);
  return { loading, failure, setFailure, run };
}
