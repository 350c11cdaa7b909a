// Without JavaScript the item page stays readable: what toggles hide (the rest of a long
// description, extra tags, the second custom-field tab) is shown, and the toggles are hidden.
// Tailwind's preflight hides [hidden] with !important inside @layer base; an !important rule of
// the same layer with a more specific selector wins over it (an unlayered one would not).
const CSS = `@layer base{
[data-noscript-show="block"][hidden]{display:block!important}
[data-noscript-show="inline"][hidden]{display:inline!important}
[data-noscript-show="flex"][hidden]{display:flex!important}
[data-noscript-hide]{display:none!important}
}`;

export function NoScriptStyles() {
  return (
    <noscript>
      <style>{CSS}</style>
    </noscript>
  );
}
