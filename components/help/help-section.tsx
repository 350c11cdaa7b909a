// One titled section (h2) of a help page; its id makes it linkable, e.g. /help/terms#use-of-texts.
import type { ReactNode } from "react";

type Props = { id: string; title: string; children: ReactNode };

export function HelpSection({ id, title, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="mb-4 text-2xl font-normal">
        {title}
      </h2>
      <div className="space-y-4">{children}</div>
    </section>
  );
}
