// The layout every help page shares: an eyebrow, the page's one h1, an intro, then its sections.
import type { ReactNode } from "react";

type Props = {
  /** Where the page sits in the help, e.g. "Help" or "Tutorial". */
  eyebrow: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
};

export function HelpArticle({ eyebrow, title, intro, children }: Props) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 text-on-surface sm:py-14">
      <header className="mb-10 border-b border-muted/30 pb-8">
        <p className="text-sm font-medium tracking-wide text-primary-text uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-light sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{intro}</p>
      </header>
      <div className="space-y-12 text-base leading-relaxed">{children}</div>
    </article>
  );
}
