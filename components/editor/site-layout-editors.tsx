// The fixed entries of the block list: the navbar's categories (in order) and the footer (texts,
// social links, partners). They belong to the whole site, not to the page, and are saved with
// their own "Save" button (PATCH /admin/site/).
import { mdiClose, mdiContentSave, mdiPlus } from "@mdi/js";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ErrorState, LoadingState } from "@/components/admin/admin-ui";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { browserApi } from "@/lib/api/browser";
import { saveSiteLayout, type SiteLayout, type SiteLayoutInput } from "@/lib/api/editor";
import { ServerError } from "@/lib/api/errors";
import { EditableList, SelectInput, TextInput } from "./controls";
import { ImageChooser } from "./image-chooser";
import { SortableList, SortableRow } from "./sortable-list";
import { useAllCategories, useSiteLayout } from "./use-editor-data";

const SOCIAL_KINDS = ["youtube", "facebook", "instagram", "twitter", "linkedin"] as const;

const FIELD_LABELS: Record<string, "navbar" | "footerEn" | "footerFr" | "socialLinks" | "partners"> = {
  navbar: "navbar",
  footer: "footerEn",
  footer_fr: "footerFr",
  social_links: "socialLinks",
  partners: "partners",
};
const ENTRY_LABELS: Record<string, "socialKind" | "url" | "label" | "partnerName" | "logo"> = {
  kind: "socialKind",
  url: "url",
  label: "label",
  name: "partnerName",
  logo: "logo",
};

/**
 * The server's refusal with its field errors, each named as the form names the field
 * (`social_links.0.url` → "Social links 1 – Address (https://…): Enter an http(s) URL.").
 */
function refusal(t: ReturnType<typeof useTranslations<"editor.site">>, failure: ServerError): string {
  const fieldName = (path: string) => {
    const [field = "", index, entry] = path.split(".");
    const list = FIELD_LABELS[field];
    if (!list) return path;
    let name = t(list);
    if (index !== undefined && /^\d+$/.test(index)) name += ` ${Number(index) + 1}`;
    if (entry !== undefined) {
      const label = ENTRY_LABELS[entry];
      name += ` – ${label ? t(label) : entry}`;
    }
    return name;
  };
  const details = Object.entries(failure.errors ?? {})
    .filter(([, messages]) => messages.length)
    .map(([path, messages]) => (path === "non_field_errors" ? messages.join(" ") : `${fieldName(path)}: ${messages.join(" ")}`));
  return [failure.message, ...details].join(" ");
}

function useSaveLayout(onSaved?: () => void) {
  const t = useTranslations("editor.site");
  const { mutate } = useSiteLayout();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (input: SiteLayoutInput) => {
    setSaving(true);
    setError(null);
    try {
      const saved = await saveSiteLayout(browserApi, input);
      await mutate(saved, { revalidate: false });
      toast.success(t("saved"));
      onSaved?.();
    } catch (failure) {
      setError(failure instanceof ServerError && failure.type !== "server_error" ? refusal(t, failure) : t("saveFailed"));
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, error };
}

function SaveBar({ saving, error, onSave }: { saving: boolean; error: string | null; onSave: () => void }) {
  const t = useTranslations("editor.site");
  return (
    <div className="flex flex-col gap-2">
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className={buttonClass({ size: "sm", className: "self-start" })}
        disabled={saving}
        aria-busy={saving}
        onClick={onSave}
      >
        <Icon path={mdiContentSave} size={20} />
        {saving ? t("saving") : t("save")}
      </button>
    </div>
  );
}

function Loaded({ children }: { children: (layout: SiteLayout) => React.ReactNode }) {
  const t = useTranslations("editor.site");
  const { data, error, mutate } = useSiteLayout();
  if (error && !data) return <ErrorState message={t("loadFailed")} onRetry={() => void mutate()} />;
  if (!data) return <LoadingState />;
  return <>{children(data)}</>;
}

export function NavbarEditor({ onSaved }: { onSaved?: () => void }) {
  return <Loaded>{(layout) => <NavbarForm initial={layout.navbar} onSaved={onSaved} />}</Loaded>;
}

function NavbarForm({ initial, onSaved }: { initial: string[]; onSaved?: () => void }) {
  const t = useTranslations("editor.site");
  const { data: categories } = useAllCategories();
  const [uids, setUids] = useState(initial);
  const [pick, setPick] = useState("");
  const { save, saving, error } = useSaveLayout(onSaved);
  const names = new Map((categories ?? []).map((category) => [category.uid, category.name]));
  const nameOf = (uid: string) => names.get(uid) ?? uid;
  const left = (categories ?? []).filter((category) => !uids.includes(category.uid));

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t("navbarIntro")}</p>
      {uids.length ? (
        <SortableList
          ids={uids}
          nameOf={nameOf}
          onMove={(from, to) =>
            setUids((list) => {
              const copy = [...list];
              const [moved] = copy.splice(from, 1);
              copy.splice(to, 0, moved!);
              return copy;
            })
          }
        >
          {uids.map((uid) => (
            <SortableRow key={uid} id={uid} handleLabel={t("moveCategory", { name: nameOf(uid) })}>
              <span className="flex-1 truncate">{nameOf(uid)}</span>
              <button
                type="button"
                className={buttonClass({ variant: "ghost", size: "icon" })}
                aria-label={t("removeCategory", { name: nameOf(uid) })}
                onClick={() => setUids((list) => list.filter((u) => u !== uid))}
              >
                <Icon path={mdiClose} size={20} />
              </button>
            </SortableRow>
          ))}
        </SortableList>
      ) : (
        <p className="text-sm text-muted">{t("navbarEmpty")}</p>
      )}
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <SelectInput
            label={t("addCategory")}
            value={pick}
            options={[{ value: "", label: t("pickCategory") }, ...left.map((category) => ({ value: category.uid, label: category.name }))]}
            onChange={setPick}
          />
        </div>
        <button
          type="button"
          className={buttonClass({ variant: "secondary", size: "sm" })}
          disabled={!pick || uids.length >= 20}
          onClick={() => {
            setUids((list) => [...list, pick]);
            setPick("");
          }}
        >
          <Icon path={mdiPlus} size={20} />
          {t("add")}
        </button>
      </div>
      <SaveBar saving={saving} error={error} onSave={() => void save({ navbar: uids })} />
    </div>
  );
}

export function FooterEditor({ onSaved }: { onSaved?: () => void }) {
  return <Loaded>{(layout) => <FooterForm initial={layout} onSaved={onSaved} />}</Loaded>;
}

function FooterForm({ initial, onSaved }: { initial: SiteLayout; onSaved?: () => void }) {
  const t = useTranslations("editor.site");
  const [footer, setFooter] = useState(initial.footer ?? "");
  const [footerFr, setFooterFr] = useState(initial.footer_fr ?? "");
  const [links, setLinks] = useState(initial.social_links);
  const [partners, setPartners] = useState(initial.partners);
  const { save, saving, error } = useSaveLayout(onSaved);
  const setLink = (index: number, change: Partial<SiteLayout["social_links"][number]>) =>
    setLinks((list) => list.map((link, i) => (i === index ? { ...link, ...change } : link)));
  const setPartner = (index: number, change: Partial<SiteLayout["partners"][number]>) =>
    setPartners((list) => list.map((partner, i) => (i === index ? { ...partner, ...change } : partner)));

  return (
    <div className="flex flex-col gap-4">
      <TextInput label={t("footerEn")} value={footer} maxLength={2000} multiline onChange={setFooter} />
      <TextInput label={t("footerFr")} value={footerFr} maxLength={2000} multiline onChange={setFooterFr} />
      <h3 className="font-medium">{t("socialLinks")}</h3>
      <EditableList
        items={links}
        removeLabel={(index) => t("removeLink", { number: index + 1 })}
        addLabel={t("addLink")}
        onAdd={() => setLinks((list) => [...list, { kind: "youtube", url: "", label: "" }])}
        onRemove={(index) => setLinks((list) => list.filter((_, i) => i !== index))}
      >
        {(link, index) => (
          <>
            <SelectInput
              label={t("socialKind")}
              value={link.kind}
              options={SOCIAL_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
              onChange={(kind) => setLink(index, { kind })}
            />
            <TextInput label={t("url")} value={link.url} maxLength={2048} onChange={(url) => setLink(index, { url })} />
            <TextInput label={t("label")} value={link.label} maxLength={100} onChange={(label) => setLink(index, { label })} />
          </>
        )}
      </EditableList>
      <h3 className="font-medium">{t("partners")}</h3>
      <EditableList
        items={partners}
        removeLabel={(index) => t("removePartner", { number: index + 1 })}
        addLabel={t("addPartner")}
        onAdd={() => setPartners((list) => [...list, { name: "", url: "", logo: "" }])}
        onRemove={(index) => setPartners((list) => list.filter((_, i) => i !== index))}
      >
        {(partner, index) => (
          <>
            <TextInput label={t("partnerName")} value={partner.name} maxLength={200} onChange={(name) => setPartner(index, { name })} />
            <TextInput label={t("url")} value={partner.url} maxLength={2048} onChange={(url) => setPartner(index, { url })} />
            <ImageChooser label={t("logo")} value={partner.logo || null} onChange={(logo) => setPartner(index, { logo })} />
          </>
        )}
      </EditableList>
      <SaveBar
        saving={saving}
        error={error}
        onSave={() => void save({ footer: footer.trim() || null, footer_fr: footerFr.trim() || null, social_links: links, partners })}
      />
    </div>
  );
}
