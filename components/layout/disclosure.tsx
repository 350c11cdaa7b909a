"use client";
// A disclosure (the APG pattern): a button that shows and hides the list after it. The drawer's
// category branches (a link, then a chevron named after it) and its Help section (a chevron and a
// label) use it; the list's items are rendered by the server.
import { mdiChevronDown, mdiChevronUp } from "@/components/ui/icons";
import { useId, useState, type ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { usePathname } from "@/lib/i18n/navigation";
import { currentCategorySlug } from "./current-category";

type Props = {
  /** What comes before the button in its row (a branch's own link). */
  lead?: ReactNode;
  /** The button's name when it shows only the chevron. */
  label?: string;
  /** The button's text, after the chevron. */
  text?: ReactNode;
  buttonClassName: string;
  /** The list starts open on the pages of these categories (a branch holding the current one). */
  openOnCategories?: readonly string[];
  /** The list's items. */
  children: ReactNode;
};

export function Disclosure({ lead, label, text, buttonClassName, openOnCategories = [], children }: Props) {
  const current = currentCategorySlug(usePathname());
  // Until the visitor toggles it, the branch holding the current category is open, so they see where they are.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const expanded = toggled ?? (current !== null && openOnCategories.includes(current));
  const listId = useId();

  const button = (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={listId}
      aria-label={label}
      onClick={() => setToggled(!expanded)}
      className={buttonClassName}
    >
      <Icon path={expanded ? mdiChevronUp : mdiChevronDown} size={20} />
      {text === undefined ? null : <span className="flex-1">{text}</span>}
    </button>
  );
  return (
    <>
      {lead === undefined ? (
        button
      ) : (
        <div className="flex items-center">
          {lead}
          {button}
        </div>
      )}
      <ul id={listId} hidden={!expanded} className="flex flex-col">
        {children}
      </ul>
    </>
  );
}
