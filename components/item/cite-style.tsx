// One citation style of the Cite dialog: its name, the citation (titles in italics, as the style
// prints them) and a button that copies it as plain text.
import { mdiContentCopy } from "@mdi/js";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { Citation } from "@/lib/citations/citation-source";
import { formatCitation, plainText, type CitationStyle } from "@/lib/citations/styles";

type Props = { style: CitationStyle; citation: Citation; label: string };

export function CiteStyle({ style, citation, label }: Props) {
  const t = useTranslations("cite");
  const id = useId();
  const parts = formatCitation(style, citation);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(plainText(parts));
      toast.success(t("copied", { style: label }));
    } catch {
      toast.error(t("copyFailed"));
    }
  };

  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="font-medium">
        {label}
      </h3>
      <p data-testid={`citation-${style}`} className="break-words rounded bg-surface p-3 text-sm">
        {parts.map((part, index) => (part.italic ? <i key={index}>{part.text}</i> : <span key={index}>{part.text}</span>))}
      </p>
      <button type="button" onClick={() => void copy()} className={buttonClass({ variant: "text", size: "sm", className: "self-start" })}>
        <Icon path={mdiContentCopy} size={18} />
        {t("copy", { style: label })}
      </button>
    </section>
  );
}
