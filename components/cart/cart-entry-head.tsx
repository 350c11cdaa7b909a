// What every cart entry starts with (spec §2): its thumbnail (cart paths), its name linking to the
// item, and a remove button named after it. The entry lays them out.
import { mdiDeleteOutline } from "@mdi/js";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/lib/i18n/navigation";

type Props = {
  thumbnail: string;
  name: string;
  slug: string;
  /** "Remove {name} from …", the button's name. */
  removeLabel: string;
  onRemove: () => void;
  /** Following the link leaves the drawer. */
  onFollow: () => void;
};

export function CartEntryHead({ thumbnail, name, slug, removeLabel, onRemove, onFollow }: Props) {
  return (
    <>
      <img
        src={thumbnail}
        alt=""
        width={96}
        height={54}
        loading="lazy"
        decoding="async"
        className="aspect-video w-24 shrink-0 rounded bg-black/20 object-cover"
      />
      <Link
        href={`/${slug}`}
        onClick={onFollow}
        className="line-clamp-2 flex-1 text-sm font-medium hover:underline focus-visible:underline"
      >
        {name}
      </Link>
      <button
        type="button"
        data-remove
        onClick={onRemove}
        aria-label={removeLabel}
        title={removeLabel}
        className={buttonClass({ variant: "ghost", size: "icon", className: "shrink-0 text-muted hover:text-on-surface" })}
      >
        <Icon path={mdiDeleteOutline} />
      </button>
    </>
  );
}
