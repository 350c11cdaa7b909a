import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";
import { getSettings } from "@/lib/server/data";

type Props = { params: SiteParams };

// / – the home page (its blocks come with the catalogue)
export default async function HomePage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const settings = await getSettings(site, locale);
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-light">{settings.name}</h1>
    </section>
  );
}
