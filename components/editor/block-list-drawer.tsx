// The bottom drawer of the editor: the page's blocks (sortable, each with show/hide, duplicate,
// delete), the fixed entries Navbar and Footer, and the palette to add a block.
import { mdiContentCopy, mdiDelete, mdiEye, mdiEyeOff, mdiPlus, mdiViewHeadline, mdiViewAgendaOutline } from "@mdi/js";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { BLOCK_TYPES, PAGE_MAX_BLOCKS, type BlockType, type EditorBlock } from "@/lib/editor/blocks";
import { SortableList, SortableRow } from "./sortable-list";

type Props = {
  blocks: EditorBlock[];
  onOpen: (uid: string) => void;
  onOpenSite: (entry: "navbar" | "footer") => void;
  onMove: (from: number, to: number) => void;
  onToggle: (uid: string) => void;
  onDuplicate: (uid: string) => void;
  onRemove: (uid: string) => void;
  onAdd: (type: BlockType) => void;
};

export function BlockListDrawer({ blocks, onOpen, onOpenSite, onMove, onToggle, onDuplicate, onRemove, onAdd }: Props) {
  const t = useTranslations("editor");
  const [adding, setAdding] = useState(false);
  const paletteId = useId();
  const nameOf = (uid: string) => blocks.find((block) => block.uid === uid)?.title || t("list.untitled");
  const icon = buttonClass({ variant: "ghost", size: "icon" });

  return (
    <div className="flex flex-col gap-4">
      <SiteEntry label={t("site.navbar")} onOpen={() => onOpenSite("navbar")} />
      {blocks.length ? (
        <SortableList ids={blocks.map((block) => block.uid)} nameOf={nameOf} onMove={onMove}>
          {blocks.map((block) => {
            const name = nameOf(block.uid);
            return (
              <SortableRow key={block.uid} id={block.uid} handleLabel={t("list.move", { name })}>
                <button
                  type="button"
                  className="flex min-h-touch min-w-0 flex-1 flex-col items-start justify-center rounded-md px-1 text-left hover:bg-on-surface/5"
                  onClick={() => onOpen(block.uid)}
                >
                  <span className={`truncate font-medium ${block.is_displayed ? "" : "text-muted line-through"}`}>{name}</span>
                  <span className="text-xs text-muted">
                    {t(`types.${block.component}`)}
                    {block.is_displayed ? "" : ` · ${t("list.hidden")}`}
                  </span>
                </button>
                <button
                  type="button"
                  className={icon}
                  aria-pressed={!block.is_displayed}
                  aria-label={t("list.hide", { name })}
                  title={t(block.is_displayed ? "list.hide" : "list.show", { name })}
                  onClick={() => onToggle(block.uid)}
                >
                  <Icon path={block.is_displayed ? mdiEye : mdiEyeOff} size={20} />
                </button>
                <button
                  type="button"
                  className={icon}
                  aria-label={t("list.duplicate", { name })}
                  disabled={blocks.length >= PAGE_MAX_BLOCKS}
                  onClick={() => onDuplicate(block.uid)}
                >
                  <Icon path={mdiContentCopy} size={20} />
                </button>
                <button type="button" className={icon} aria-label={t("list.delete", { name })} onClick={() => onRemove(block.uid)}>
                  <Icon path={mdiDelete} size={20} />
                </button>
              </SortableRow>
            );
          })}
        </SortableList>
      ) : (
        <p className="text-muted">{t("list.empty")}</p>
      )}
      <SiteEntry label={t("site.footer")} onOpen={() => onOpenSite("footer")} />
      <div className="flex flex-col gap-2">
        <button
          type="button"
          className={buttonClass({ variant: "secondary", size: "sm", className: "self-start" })}
          aria-expanded={adding}
          aria-controls={paletteId}
          disabled={blocks.length >= PAGE_MAX_BLOCKS}
          onClick={() => setAdding((open) => !open)}
        >
          <Icon path={mdiPlus} size={20} />
          {t("list.add")}
        </button>
        {adding ? (
          <ul id={paletteId} aria-label={t("list.palette")} className="grid grid-cols-2 gap-2">
            {BLOCK_TYPES.map((type) => (
              <li key={type}>
                <button
                  type="button"
                  className={buttonClass({ variant: "outline", size: "xs", fullWidth: true })}
                  onClick={() => {
                    setAdding(false);
                    onAdd(type);
                  }}
                >
                  {t(`types.${type}`)}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

function SiteEntry({ label, onOpen }: { label: string; onOpen: () => void }) {
  const t = useTranslations("editor.site");
  return (
    <button
      type="button"
      className={buttonClass({ variant: "outline", size: "sm", fullWidth: true, className: "justify-start bg-surface" })}
      onClick={onOpen}
    >
      <Icon path={label === t("navbar") ? mdiViewHeadline : mdiViewAgendaOutline} size={20} />
      {label}
      <span className="ml-auto text-xs font-normal text-muted">{t("wholeSite")}</span>
    </button>
  );
}
