"use client";
// A control a visitor may press before the page's scripts have started it (a slow phone, a page
// still streaming): a button does nothing then, and the press is lost. So the control is a link to a
// fragment of its own (`#cite`), shown as a button: pressed before hydration, the browser puts the
// fragment in the address, and the control, once hydrated, finds it there, takes it off and does
// what was asked. Hydrated, a press acts at once and the address does not change.
import { useEffect, useEffectEvent, type KeyboardEvent, type MouseEvent } from "react";

/** The props of the link that stands for the button: spread them on an `<a>`. */
export function useEarlyPress(fragment: string, onPress: () => void) {
  const pressedEarly = useEffectEvent(onPress);
  useEffect(() => {
    if (window.location.hash !== `#${fragment}`) return;
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    pressedEarly();
  }, [fragment]);

  return {
    href: `#${fragment}`,
    role: "button",
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      onPress();
    },
    // A button answers Space too; a link only Enter.
    onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key !== " ") return;
      event.preventDefault();
      onPress();
    },
  } as const;
}
