"use client";
// The members' page editor (spec §1): the page as visitors will see it on the left (an <iframe> of
// the draft, reloaded after each save, desktop or phone width), the drawers on the right. Every
// change is a draft saved by itself; "Publish" makes it public; "Versions" restores an older one.
import { mdiArrowLeft, mdiCellphone, mdiMonitor, mdiPublish, mdiRedo, mdiUndo } from "@mdi/js";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useReducer, useState } from "react";
import { toast } from "@/components/ui/toast";
import { ErrorState, LoadingState } from "@/components/admin/admin-ui";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { browserApi } from "@/lib/api/browser";
import { getEditorPage, publishPage, restorePageVersion, type EditorPage } from "@/lib/api/editor";
import { ServerError } from "@/lib/api/errors";
import { defaultFields, type BlockType, type EditorBlock } from "@/lib/editor/blocks";
import { Link, getPathname } from "@/lib/i18n/navigation";
import { BlockListDrawer } from "./block-list-drawer";
import { BlockSettings, FieldDrawer } from "./block-settings";
import { DrawerPanel, useDrawerStack, type DrawerEntry } from "./drawer-stack";
import { editorReducer, initialEditorState, toContent, type EditorLanguage } from "./editor-state";
import { FooterEditor, NavbarEditor } from "./site-layout-editors";
import { useAutosave, type SaveStatus } from "./use-autosave";
import { useEditorPage } from "./use-editor-data";
import { VersionsDialog } from "./versions-dialog";

export function PageEditor({ id }: { id: number }) {
  const t = useTranslations("editor");
  const { data, error, mutate } = useEditorPage(id);
  if (error && !data) return <ErrorState message={t("loadFailed")} onRetry={() => void mutate()} />;
  if (!data) return <LoadingState />;
  return <EditorLoaded page={data} />;
}

const LANGUAGES: EditorLanguage[] = ["en", "fr"];

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

export function EditorLoaded({ page }: { page: EditorPage }) {
  const t = useTranslations("editor");
  const [state, dispatch] = useReducer(editorReducer, page.draft, initialEditorState);
  const content = useMemo(() => toContent(state.blocks), [state.blocks]);
  const [previewKey, setPreviewKey] = useState(0);
  const [phone, setPhone] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const stack = useDrawerStack();
  const onSaved = useCallback(() => setPreviewKey((key) => key + 1), []);
  const autosave = useAutosave({ pageId: page.id, revision: page.revision, content, onSaved });
  const blocks = state.blocks[state.language];
  const busy = autosave.status.state === "saving" || autosave.status.state === "pending";

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "z" || isTyping(event.target)) return;
      event.preventDefault();
      dispatch({ type: event.shiftKey ? "redo" : "undo" });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const add = (type: BlockType) => {
    const block = {
      uid: crypto.randomUUID(),
      component: type,
      is_displayed: true,
      title: t(`types.${type}`),
      fields: defaultFields(type),
    } as EditorBlock;
    dispatch({ type: "add", block });
    stack.push({ kind: "block", uid: block.uid });
  };

  const remove = (uid: string) => {
    const index = state.blocks.en.findIndex((block) => block.uid === uid);
    const en = state.blocks.en[index];
    const fr = state.blocks.fr[index];
    if (!en || !fr) return;
    dispatch({ type: "remove", uid });
    toast(t("list.deleted", { name: blocks[index]?.title || t("list.untitled") }), {
      action: { label: t("list.undo"), onClick: () => dispatch({ type: "restore", index, en, fr }) },
    });
  };

  const publish = async () => {
    setPublishing(true);
    try {
      if (!(await autosave.flush())) return;
      const version = await publishPage(browserApi, page.id, autosave.revision());
      toast.success(t("publish.done", { number: version.number }));
    } catch (failure) {
      toast.error(failure instanceof ServerError && failure.type !== "server_error" ? failure.message : t("publish.failed"));
    } finally {
      setPublishing(false);
    }
  };

  const restore = async (version: number): Promise<string | null> => {
    try {
      await restorePageVersion(browserApi, page.id, version);
      const fresh = await getEditorPage(browserApi, page.id);
      autosave.reset({ revision: fresh.revision, content: fresh.draft });
      dispatch({ type: "load", content: fresh.draft });
      stack.reset();
      setPreviewKey((key) => key + 1);
      toast.success(t("versions.restored", { number: version }));
      return null;
    } catch (failure) {
      return failure instanceof ServerError && failure.type !== "server_error" ? failure.message : t("versions.restoreFailed");
    }
  };

  const previewSrc = `${getPathname({ href: `/admin/pages/${page.id}/preview`, locale: state.language })}?v=${previewKey}`;

  return (
    <div className="flex flex-col gap-3 px-2 py-3 sm:px-4">
      <header className="flex flex-wrap items-center gap-2">
        <Link href="/admin/pages" className={buttonClass({ variant: "text", size: "xs" })}>
          <Icon path={mdiArrowLeft} size={20} />
          {t("backToPages")}
        </Link>
        <h1 className="mr-auto text-2xl font-light">{t("heading", { title: page.title })}</h1>
        <div role="group" aria-label={t("toolbar.history")} className="flex gap-1">
          <button
            type="button"
            className={buttonClass({ variant: "ghost", size: "icon" })}
            aria-label={t("toolbar.undo")}
            title={t("toolbar.undoHint")}
            disabled={!state.past.length}
            onClick={() => dispatch({ type: "undo" })}
          >
            <Icon path={mdiUndo} size={20} />
          </button>
          <button
            type="button"
            className={buttonClass({ variant: "ghost", size: "icon" })}
            aria-label={t("toolbar.redo")}
            title={t("toolbar.redoHint")}
            disabled={!state.future.length}
            onClick={() => dispatch({ type: "redo" })}
          >
            <Icon path={mdiRedo} size={20} />
          </button>
        </div>
        <SaveState status={autosave.status} />
        <VersionsDialog pageId={page.id} onRestore={restore} />
        <button
          type="button"
          className={buttonClass({ size: "sm" })}
          disabled={busy || publishing || autosave.status.state === "conflict"}
          aria-busy={publishing}
          onClick={() => void publish()}
        >
          <Icon path={mdiPublish} size={20} />
          {publishing ? t("publish.publishing") : t("publish.action")}
        </button>
      </header>
      {autosave.status.state === "conflict" ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-red-600/40 p-3">
          <p className="flex-1">{t("save.conflict")}</p>
          <button type="button" className={buttonClass({ variant: "outline", size: "sm" })} onClick={() => window.location.reload()}>
            {t("save.reload")}
          </button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <div role="group" aria-label={t("toolbar.language")} className="flex gap-1">
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              lang={language}
              aria-pressed={state.language === language}
              className={buttonClass({ variant: state.language === language ? "primary" : "outline", size: "xs" })}
              onClick={() => dispatch({ type: "set-language", language })}
            >
              {t(`toolbar.languages.${language}`)}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t("toolbar.device")} className="flex gap-1">
          {([false, true] as const).map((isPhone) => (
            <button
              key={String(isPhone)}
              type="button"
              aria-pressed={phone === isPhone}
              className={buttonClass({ variant: phone === isPhone ? "primary" : "outline", size: "xs" })}
              onClick={() => setPhone(isPhone)}
            >
              <Icon path={isPhone ? mdiCellphone : mdiMonitor} size={20} />
              {t(isPhone ? "toolbar.phone" : "toolbar.desktop")}
            </button>
          ))}
        </div>
        <p className="text-sm text-muted">{t("toolbar.structureHint")}</p>
      </div>
      <div className="flex flex-col gap-3 lg:h-[calc(100vh-10rem)] lg:flex-row">
        <div className="flex h-[55vh] min-w-0 shrink-0 justify-center overflow-auto rounded-md border border-on-surface/15 bg-surface lg:h-auto lg:flex-1 lg:shrink">
          <iframe
            key={`${state.language}-${previewKey}`}
            src={previewSrc}
            title={t("preview.title", { language: t(`toolbar.languages.${state.language}`) })}
            className="h-full border-0 bg-background"
            style={{ width: phone ? 390 : "100%" }}
          />
        </div>
        <aside
          aria-label={t("drawer.label")}
          className="flex min-h-[60vh] flex-col rounded-md border border-on-surface/15 bg-background lg:min-h-0 lg:w-[400px] lg:shrink-0"
        >
          <Drawer
            entry={stack.top}
            depth={stack.entries.length}
            blocks={blocks}
            onBack={stack.pop}
            onReset={stack.reset}
            push={stack.push}
            dispatch={dispatch}
            onAdd={add}
            onRemove={remove}
            onSiteSaved={onSaved}
          />
        </aside>
      </div>
    </div>
  );
}

type DrawerProps = {
  entry: DrawerEntry;
  depth: number;
  blocks: EditorBlock[];
  onBack: () => void;
  onReset: () => void;
  push: (entry: DrawerEntry) => void;
  dispatch: React.Dispatch<Parameters<typeof editorReducer>[1]>;
  onAdd: (type: BlockType) => void;
  onRemove: (uid: string) => void;
  onSiteSaved: () => void;
};

function Drawer({ entry, depth, blocks, onBack, onReset, push, dispatch, onAdd, onRemove, onSiteSaved }: DrawerProps) {
  const t = useTranslations("editor");
  const block = entry.kind === "block" || entry.kind === "field" ? blocks.find((b) => b.uid === entry.uid) : undefined;
  const panel = { depth, onBack, onReset };

  if (entry.kind === "navbar" || entry.kind === "footer") {
    return (
      <DrawerPanel title={t(`site.${entry.kind}`)} {...panel}>
        {entry.kind === "navbar" ? <NavbarEditor onSaved={onSiteSaved} /> : <FooterEditor onSaved={onSiteSaved} />}
      </DrawerPanel>
    );
  }
  if (entry.kind === "blocks" || !block) {
    return (
      <DrawerPanel title={t("list.heading")} {...panel} depth={entry.kind === "blocks" ? depth : 2}>
        {entry.kind !== "blocks" ? <p role="alert">{t("list.gone")}</p> : null}
        <BlockListDrawer
          blocks={blocks}
          onOpen={(uid) => push({ kind: "block", uid })}
          onOpenSite={(kind) => push({ kind })}
          onMove={(from, to) => dispatch({ type: "move", from, to })}
          onToggle={(uid) => dispatch({ type: "toggle", uid })}
          onDuplicate={(uid) => dispatch({ type: "duplicate", uid, newUid: crypto.randomUUID() })}
          onRemove={onRemove}
          onAdd={onAdd}
        />
      </DrawerPanel>
    );
  }
  const update = (field: string, value: unknown) => dispatch({ type: "update-field", uid: block.uid, field, value });
  const name = block.title || t("list.untitled");
  if (entry.kind === "field") {
    return (
      <DrawerPanel title={t("drawer.fieldOf", { field: t(`fields.${entry.field}`), block: name })} {...panel}>
        <FieldDrawer block={block} field={entry.field} onUpdate={update} />
      </DrawerPanel>
    );
  }
  return (
    <DrawerPanel title={t("drawer.block", { name, type: t(`types.${block.component}`) })} {...panel}>
      <BlockSettings
        block={block}
        onRename={(title) => dispatch({ type: "rename", uid: block.uid, title })}
        onUpdate={update}
        onOpenField={(field) => push({ kind: "field", uid: block.uid, field })}
      />
    </DrawerPanel>
  );
}

function SaveState({ status }: { status: SaveStatus }) {
  const t = useTranslations("editor.save");
  const text =
    status.state === "pending" || status.state === "saving"
      ? t("saving")
      : status.state === "saved"
        ? t("saved")
        : status.state === "failed"
          ? t("failed", { reason: status.message ?? t("unknown") })
          : status.state === "conflict"
            ? t("conflictShort")
            : t("idle");
  const bad = status.state === "failed" || status.state === "conflict";
  return (
    <p role="status" className={`text-sm ${bad ? "text-red-700 dark:text-red-300" : "text-muted"}`}>
      {text}
    </p>
  );
}
