// An item as a IIIF Presentation 3.0 Manifest (https://iiif.io/api/presentation/3.0/#52-manifest).
// Everything in it is the item's public sheet, the same for every visitor: its media are canvases
// whose videos answer only a viewer with access (canvases.ts, auth-services.ts).
import { canvasOf, type Canvas, type CanvasContext, type CanvasMedia } from "./canvases";
import { MANIFEST_CONTEXT, OAI_DC_PROFILE, PRESENTATION_CONTEXT, type LabelValue, type LanguageMap } from "./vocabulary";

export type ManifestInput = CanvasContext & {
  itemUid: string;
  label: LanguageMap;
  summary: LanguageMap | null;
  metadata: LabelValue[];
  /** The site's attribution ("Provided by" and its name). */
  requiredStatement: LabelValue;
  /** A Creative Commons or RightsStatements.org URI the item names (rights.ts), else null. */
  rights: string | null;
  /** The item page in each language. */
  homepage: Array<{ url: string; language: string; label: LanguageMap }>;
  /** The item's thumbnail (an absolute URL, 16:9 JPEG) and its size. */
  thumbnail: { url: string; width: number; height: number };
  /** The site: its name and home page. */
  provider: { label: LanguageMap; homepage: string; logo: string | null };
  /** The collections of the item's categories. */
  partOf: Array<{ slug: string; label: LanguageMap }>;
  medias: CanvasMedia[];
};

export type Manifest = {
  "@context": string | readonly string[];
  id: string;
  type: "Manifest";
  label: LanguageMap;
  summary?: LanguageMap;
  metadata: LabelValue[];
  requiredStatement: LabelValue;
  rights?: string;
  homepage: Array<{ id: string; type: "Text"; label: LanguageMap; format: "text/html"; language: string[] }>;
  thumbnail: Array<{ id: string; type: "Image"; format: "image/jpeg"; width: number; height: number }>;
  provider: Array<{
    id: string;
    type: "Agent";
    label: LanguageMap;
    homepage: Array<{ id: string; type: "Text"; label: LanguageMap; format: "text/html" }>;
    logo?: Array<{ id: string; type: "Image" }>;
  }>;
  seeAlso: Array<{ id: string; type: "Dataset"; format: "text/xml"; profile: string; label: LanguageMap }>;
  partOf: Array<{ id: string; type: "Collection"; label: LanguageMap }>;
  behavior?: string[];
  items: Canvas[];
};

export function manifestOf(input: ManifestInput): Manifest {
  const { urls, itemSlug } = input;
  const provider = input.provider;
  return {
    // Only a manifest that declares auth services needs their context.
    "@context": input.restricted ? MANIFEST_CONTEXT : PRESENTATION_CONTEXT,
    id: urls.manifest(itemSlug),
    type: "Manifest",
    label: input.label,
    ...(input.summary ? { summary: input.summary } : {}),
    metadata: input.metadata,
    requiredStatement: input.requiredStatement,
    ...(input.rights ? { rights: input.rights } : {}),
    homepage: input.homepage.map(({ url, language, label }) => ({
      id: url,
      type: "Text",
      label,
      format: "text/html",
      language: [language],
    })),
    thumbnail: [
      { id: input.thumbnail.url, type: "Image", format: "image/jpeg", width: input.thumbnail.width, height: input.thumbnail.height },
    ],
    provider: [
      {
        id: provider.homepage,
        type: "Agent",
        label: provider.label,
        homepage: [{ id: provider.homepage, type: "Text", label: provider.label, format: "text/html" }],
        ...(provider.logo ? { logo: [{ id: provider.logo, type: "Image" as const }] } : {}),
      },
    ],
    seeAlso: [
      {
        id: urls.oaiRecord(input.itemUid),
        type: "Dataset",
        format: "text/xml",
        profile: OAI_DC_PROFILE,
        label: { none: [urls.oaiIdentifier(input.itemUid)] },
      },
    ],
    partOf: input.partOf.map(({ slug, label }) => ({ id: urls.collection(slug), type: "Collection", label })),
    // A playlist plays its videos one after the other (https://iiif.io/api/presentation/3.0/#behavior).
    ...(input.medias.length > 1 ? { behavior: ["auto-advance"] } : {}),
    items: input.medias.map((media, index) => canvasOf(media, index, input)),
  };
}
