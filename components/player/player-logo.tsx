import { useTranslations } from "next-intl";

type Props = { logo: string; siteName: string; href: string };

/** The site's logo in a corner of the embed (flag `logo`), linking to the item page in a new tab. */
export function PlayerLogo({ logo, siteName, href }: Props) {
  const t = useTranslations("player");
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="absolute right-3 top-3 z-10 rounded bg-black/40 p-1.5 opacity-80 transition-opacity hover:opacity-100 focus-visible:opacity-100"
    >
      <img src={logo} alt={t("logoLink", { site: siteName })} className="h-7 w-auto max-w-[140px] object-contain" />
    </a>
  );
}
