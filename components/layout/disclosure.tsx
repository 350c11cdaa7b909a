"use client";
// A disclosure (the APG pattern): a button, a chevron and a label, that shows and hides the list
// after it (the drawer's Help section); the list's items are rendered by the server.
import { mdiChevronDown, mdiChevronUp } from "@/components/ui/icons";
import { useId, useState, type ReactNode } from "react";
import { Icon } from "@/components/ui/icon";

type Props = { text: ReactNode; buttonClassName: string; children: ReactNode };

export function Disclosure({ text, buttonClassName, children }: Props) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((v) => !v)}
        className={buttonClassName}
      >
        <Icon path={expanded ? mdiChevronUp : mdiChevronDown} size={20} />
        <span className="flex-1">{text}</span>
      </button>
      <ul id={listId} hidden={!expanded}>
        {children}
      </ul>
    </>
  );
}
