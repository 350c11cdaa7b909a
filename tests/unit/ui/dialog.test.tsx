// A dialog is modal for the keyboard: the focus is inside as soon as the dialog is in the page,
// and no key pressed in it reaches the page (its handlers, its document and window listeners).
import * as Dialog from "@radix-ui/react-dialog";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { startTransition, useState, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { DialogContent } from "@/components/ui/dialog";

type PageSpies = { pageKeys: jest.Mock; documentKeys: jest.Mock; windowKeys: jest.Mock };

function spies(): PageSpies {
  const spy = { pageKeys: jest.fn(), documentKeys: jest.fn(), windowKeys: jest.fn() };
  document.addEventListener("keydown", spy.documentKeys);
  window.addEventListener("keydown", spy.windowKeys);
  return spy;
}

afterEach(() => {
  document.body.innerHTML = "";
});

/** A page with a field and a key handler around a dialog opened from code (no Radix trigger). */
function Page({ onPageKey, content }: { onPageKey: () => void; content?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    // The handler stands for a page's shortcuts: a portal bubbles React events through it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={onPageKey}>
      <label>
        Page field
        <input />
      </label>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <DialogContent aria-describedby={undefined}>
            <Dialog.Title>Dialog</Dialog.Title>
            {content ?? (
              <label>
                Dialog field
                <input />
              </label>
            )}
            <Dialog.Close>Close</Dialog.Close>
          </DialogContent>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

describe("DialogContent", () => {
  it("takes the focus on the first field and keeps every key from the page", async () => {
    const user = userEvent.setup();
    const spy = spies();
    render(<Page onPageKey={spy.pageKeys} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    spy.pageKeys.mockClear();
    spy.documentKeys.mockClear();
    spy.windowKeys.mockClear();

    const field = screen.getByRole("textbox", { name: "Dialog field" });
    expect(field).toHaveFocus();
    await user.keyboard("hello");
    expect(field).toHaveValue("hello");
    expect(screen.getByLabelText("Page field")).toHaveValue("");
    // A shortcut (Ctrl+Z) pressed in the dialog.
    fireEvent.keyDown(screen.getByRole("button", { name: "Close" }), { key: "z", ctrlKey: true });
    expect(spy.pageKeys).not.toHaveBeenCalled();
    expect(spy.documentKeys).not.toHaveBeenCalled();
    expect(spy.windowKeys).not.toHaveBeenCalled();
    document.removeEventListener("keydown", spy.documentKeys);
    window.removeEventListener("keydown", spy.windowKeys);
  });

  it("still loops Tab inside and closes on Escape, then gives the focus back to the opener", async () => {
    const user = userEvent.setup();
    render(<Page onPageKey={jest.fn()} />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Dialog field" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("focuses the first control Tab reaches where there is no field", async () => {
    const user = userEvent.setup();
    render(<Page onPageKey={jest.fn()} content={<p>Nothing to fill in.</p>} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
  });

  it("has the focus inside by the time the dialog is in the page, even when React renders it later", async () => {
    // Outside act(): React schedules the render of a transition, and the effects after it, on its
    // own; the observer looks at the focus the moment the dialog's box is added.
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement("div"));
    const root = createRoot(host);
    function Opened() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <input aria-label="Page field" />
          <button type="button" onClick={() => startTransition(() => setOpen(true))}>
            Open
          </button>
          <Dialog.Root open={isOpen}>
            <Dialog.Portal>
              <DialogContent aria-describedby={undefined}>
                <Dialog.Title>Dialog</Dialog.Title>
                <input aria-label="Dialog field" />
              </DialogContent>
            </Dialog.Portal>
          </Dialog.Root>
        </>
      );
    }
    root.render(<Opened />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    (document.querySelector("[aria-label='Page field']") as HTMLElement).focus();

    const focusedWhenAdded = new Promise<string | null>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector("[role='dialog']")) return;
        observer.disconnect();
        resolve(document.activeElement?.getAttribute("aria-label") ?? null);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    (document.querySelector("button") as HTMLElement).click();
    expect(await focusedWhenAdded).toBe("Dialog field");
    await act(async () => root.unmount());
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
  });
});
