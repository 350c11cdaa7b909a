// The editor's stack of drawers (spec §1): the block list at the bottom; choosing a block pushes
// its settings, choosing a field pushes that field's drawer. "Back" (or Escape) pops one, "Close
// all" returns to the block list. The drawer on top names where the member is, and its heading
// takes the focus when it appears.
import { mdiArrowLeft, mdiCloseBoxMultipleOutline } from "@mdi/js";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { FieldName } from "./block-settings";

export type DrawerEntry =
  | { kind: "blocks" }
  | { kind: "navbar" }
  | { kind: "footer" }
  | { kind: "block"; uid: string }
  | { kind: "field"; uid: string; field: FieldName };

const ROOT: DrawerEntry = { kind: "blocks" };

export type DrawerStack = {
  entries: DrawerEntry[];
  top: DrawerEntry;
  push: (entry: DrawerEntry) => void;
  pop: () => void;
  reset: () => void;
};

export function useDrawerStack(): DrawerStack {
  const [entries, setEntries] = useState<DrawerEntry[]>([ROOT]);
  const push = useCallback((entry: DrawerEntry) => setEntries((list) => [...list, entry]), []);
  const pop = useCallback(() => setEntries((list) => (list.length > 1 ? list.slice(0, -1) : list)), []);
  const reset = useCallback(() => setEntries([ROOT]), []);
  return { entries, top: entries.at(-1) ?? ROOT, push, pop, reset };
}

type PanelProps = {
  title: string;
  /** How deep the drawer is: 1 is the block list (no Back there). */
  depth: number;
  onBack: () => void;
  onReset: () => void;
  children: ReactNode;
};

/** One drawer: heading (focused when shown), Back and Close all, then its content. */
export function DrawerPanel({ title, depth, onBack, onReset, children }: PanelProps) {
  const t = useTranslations("editor.drawer");
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    // Not when the editor opens: only when the member moves from one drawer to another.
    if (!opened.current) {
      opened.current = true;
      return;
    }
    heading.current?.focus();
  }, [title, depth]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // A dialog open above the drawer handles its own Escape.
    if (event.key !== "Escape" || depth <= 1 || event.defaultPrevented) return;
    event.preventDefault();
    onBack();
  };

  return (
    // Escape is a shortcut caught from the controls inside the drawer, not an action of the section.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <section aria-labelledby="editor-drawer-heading" onKeyDown={onKeyDown} className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-1 border-b border-on-surface/15 px-2 py-1">
        {depth > 1 ? (
          <>
            <button type="button" className={buttonClass({ variant: "text", size: "xs" })} onClick={onBack}>
              <Icon path={mdiArrowLeft} size={20} />
              {t("back")}
            </button>
            <button type="button" className={buttonClass({ variant: "ghost", size: "xs", className: "ml-auto" })} onClick={onReset}>
              <Icon path={mdiCloseBoxMultipleOutline} size={20} />
              {t("closeAll")}
            </button>
          </>
        ) : null}
      </div>
      <h2
        id="editor-drawer-heading"
        ref={heading}
        tabIndex={-1}
        className="px-4 pb-2 pt-3 text-lg font-medium focus-visible:outline-2 focus-visible:outline-primary"
      >
        {title}
      </h2>
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 pb-6">{children}</div>
    </section>
  );
}
