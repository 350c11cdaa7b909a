"use client";
// Saves the draft by itself (spec §1): ~800 ms after the last change, naming the revision the
// change was based on. A 409 means someone else saved meanwhile: nothing is overwritten, the
// member is told to reload. Saves never overlap: a change during a save is sent after it.
import { useCallback, useEffect, useRef, useState } from "react";
import { browserApi } from "@/lib/api/browser";
import { saveDraft } from "@/lib/api/editor";
import { ServerError } from "@/lib/api/errors";
import type { PageContent } from "@/lib/editor/blocks";

export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus =
  | { state: "idle" }
  | { state: "pending" }
  | { state: "saving" }
  | { state: "saved" }
  | { state: "failed"; message: string | null }
  | { state: "conflict" };

type Options = {
  pageId: number;
  revision: number;
  content: PageContent;
  /** After each successful save (the preview reloads). */
  onSaved: (revision: number) => void;
};

export function useAutosave({ pageId, revision, content, onSaved }: Options) {
  const [status, setStatus] = useState<SaveStatus>({ state: "idle" });
  const revisionRef = useRef(revision);
  const saved = useRef(content);
  const latest = useRef(content);
  const running = useRef<Promise<void> | null>(null);
  const conflict = useRef(false);
  const onSavedRef = useRef(onSaved);

  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);

  const flush = useCallback(async (): Promise<boolean> => {
    if (conflict.current) return false;
    while (running.current) await running.current;
    const draft = latest.current;
    if (same(draft, saved.current)) return true;
    let ok = false;
    const run = (async () => {
      setStatus({ state: "saving" });
      try {
        const answer = await saveDraft(browserApi, pageId, { revision: revisionRef.current, draft });
        revisionRef.current = answer.revision;
        saved.current = draft;
        ok = true;
        setStatus(same(latest.current, draft) ? { state: "saved" } : { state: "pending" });
        onSavedRef.current(answer.revision);
      } catch (error) {
        if (error instanceof ServerError && error.status === 409) {
          conflict.current = true;
          setStatus({ state: "conflict" });
        } else {
          setStatus({ state: "failed", message: error instanceof ServerError && error.type !== "server_error" ? error.message : null });
        }
      }
    })();
    running.current = run;
    await run;
    running.current = null;
    return ok;
  }, [pageId]);

  useEffect(() => {
    latest.current = content;
    if (same(content, saved.current) || conflict.current) return;
    setStatus({ state: "pending" });
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [content, flush]);

  /** Starts over from a page read again (after a restore). */
  const reset = useCallback((next: { revision: number; content: PageContent }) => {
    revisionRef.current = next.revision;
    saved.current = next.content;
    latest.current = next.content;
    conflict.current = false;
    setStatus({ state: "idle" });
  }, []);

  return { status, flush, reset, revision: () => revisionRef.current };
}

/** The same blocks (the reducer keeps unchanged lists as they are). */
function same(a: PageContent, b: PageContent): boolean {
  return a.content === b.content && a.i18n.fr === b.i18n.fr;
}
