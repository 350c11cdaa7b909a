import { notFound } from "next/navigation";
import { Suspense } from "react";

// The framework draws a not-found page on the server only for an address no route matches: a page
// that calls notFound() answers 404 with an empty document (`<html id="__next_error__">`), the
// not-found view arriving with the scripts, never without them (vercel/next.js#62228, open in 16.4;
// fix proposed in vercel/next.js#98455). So a page that finds nothing draws its not-found view
// itself and calls notFound() here, inside a Suspense boundary: the framework sets the 404 (the
// call comes before the first byte is sent), the server's HTML keeps the view, and in the browser
// the route's not-found boundary (not-found.tsx) takes the page's place, showing the same view.
// Once the upstream fix lands, pages call notFound() directly again and this goes.
function Throw(): never {
  notFound();
}

/** Makes the answer a 404 without taking the server-rendered view away. */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <Throw />
    </Suspense>
  );
}
