// The IIIF logo (https://iiif.io/get-started/trademark/ asks that links to IIIF resources show it):
// its four letters in the logo's blue and red, drawn inline since the icon sprite holds single-colour
// Material icons only. Decorative: the link beside it names the manifest in words.
export function IiifLogo({ size = 20 }: { size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24">
      <rect x="1" y="6" width="3" height="14" fill="#2873ab" />
      <rect x="6" y="6" width="3" height="14" fill="#ed1d33" />
      <rect x="11" y="6" width="3" height="14" fill="#2873ab" />
      <path d="M16 6h7v3h-4v3h3.5v3H19v5h-3z" fill="#ed1d33" />
      <rect x="1" y="2" width="3" height="3" fill="#2873ab" />
      <rect x="6" y="2" width="3" height="3" fill="#ed1d33" />
      <rect x="11" y="2" width="3" height="3" fill="#2873ab" />
    </svg>
  );
}
