// The tags help texts may use in t.rich(): emphasis, and links to the help pages and My list.
import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";

export const helpLinkClass = "font-medium text-primary-text underline decoration-1 underline-offset-2 hover:decoration-2";

function linkTo(href: string) {
  function HelpTextLink(chunks: ReactNode) {
    return (
      <Link href={href} className={helpLinkClass}>
        {chunks}
      </Link>
    );
  }
  return HelpTextLink;
}

export const helpRichTags = {
  strong: (chunks: ReactNode) => <strong className="font-semibold">{chunks}</strong>,
  faq: linkTo("/help/faq"),
  terms: linkTo("/help/terms"),
  whatIs: linkTo("/help/what-is-intestimony"),
  tutoAccount: linkTo("/help/tutos/create-account"),
  tutoRequest: linkTo("/help/tutos/request"),
  tutoBuy: linkTo("/help/tutos/buy"),
  tutoSearch: linkTo("/help/tutos/search"),
  myList: linkTo("/my-list"),
};
