// Small pieces shared by the Faq and Testimonials entries.
import { mdiChevronDown } from "@mdi/js";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";

export const CARD = "rounded-lg bg-surface text-on-surface shadow-sm ring-1 ring-black/5";

/** A decorative entry picture (the text beside it says everything). */
export function EntryImage({ src, className }: { src: string | null; className: string }) {
  if (!src) return null;
  return <img src={src} alt="" loading="lazy" decoding="async" className={`shrink-0 object-cover ${className}`} />;
}

type PanelProps = { summary: ReactNode; children: ReactNode; className?: string };

/** An expansion panel: native <details>/<summary>, so it opens without JavaScript and by keyboard. */
export function ExpansionPanel({ summary, children, className }: PanelProps) {
  return (
    <details className={`group ${className ?? ""}`}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
        <span>{summary}</span>
        <Icon path={mdiChevronDown} size={22} className="transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div className="px-4 pb-4">{children}</div>
    </details>
  );
}
