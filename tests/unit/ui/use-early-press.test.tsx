// A control pressed before the page hydrates (components/ui/use-early-press.ts): a link to its own
// fragment, which the hydrated control finds in the address and acts on once; hydrated, a press acts
// at once (a click or Space) without changing the address.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { useEarlyPress } from "@/components/ui/use-early-press";

function Cite() {
  const [presses, setPresses] = useState(0);
  const press = useEarlyPress("cite", () => setPresses((n) => n + 1));
  return (
    <>
      <a {...press}>Cite</a>
      <output>{presses}</output>
    </>
  );
}

afterEach(() => window.history.replaceState(null, "", "/witness"));

describe("useEarlyPress", () => {
  it("is a link to its fragment that acts as a button", async () => {
    window.history.replaceState(null, "", "/witness?t=5");
    render(<Cite />);
    const button = screen.getByRole("button", { name: "Cite" });
    expect(button).toHaveAttribute("href", "#cite");
    await userEvent.click(button);
    expect(screen.getByRole("status")).toHaveTextContent("1");
    button.focus();
    await userEvent.keyboard(" ");
    expect(screen.getByRole("status")).toHaveTextContent("2");
    expect(window.location.hash).toBe("");
  });

  it("acts once on a press made before hydration, and takes the fragment off the address", () => {
    window.history.replaceState(null, "", "/witness?t=5#cite");
    render(<Cite />);
    expect(screen.getByRole("status")).toHaveTextContent("1");
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/witness?t=5");
  });

  it("leaves another fragment alone", () => {
    window.history.replaceState(null, "", "/witness#main");
    render(<Cite />);
    expect(screen.getByRole("status")).toHaveTextContent("0");
    expect(window.location.hash).toBe("#main");
  });
});
