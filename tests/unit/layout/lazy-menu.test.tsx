import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { lazyMenu, useKeyboardOpenFocus, type LoadedMenuProps } from "@/components/layout/lazy-menu";
import { installDomShims } from "./test-utils";

beforeAll(installDomShims);

function RealMenu({ items, trigger, openedBy }: { items: string[] } & LoadedMenuProps) {
  const content = useKeyboardOpenFocus(openedBy);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openedBy !== undefined}>
      <DropdownMenu.Trigger className={trigger.className}>{trigger.children}</DropdownMenu.Trigger>
      <DropdownMenu.Content ref={content}>
        {items.map((item) => (
          <DropdownMenu.Item key={item}>{item}</DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const trigger = { className: "bar", children: "Things" };

describe("lazyMenu", () => {
  it("shows a plain trigger until used, then opens the loaded menu on the first item from the keyboard", async () => {
    const load = jest.fn(() => Promise.resolve(RealMenu));
    const Menu = lazyMenu(load);
    const user = userEvent.setup();
    render(<Menu trigger={trigger} menu={{ items: ["One", "Two"] }} />);
    const button = screen.getByRole("button", { name: "Things" });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(load).not.toHaveBeenCalled();

    await user.tab();
    expect(load).toHaveBeenCalledTimes(1);
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "One" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Things" })).toHaveAttribute("aria-expanded", "true");
    // The code is fetched once.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("opens with the down arrow, and renders the real menu at once once loaded", async () => {
    const Menu = lazyMenu(() => Promise.resolve(RealMenu));
    const user = userEvent.setup();
    const { unmount } = render(<Menu trigger={trigger} menu={{ items: ["One"] }} />);
    screen.getByRole("button", { name: "Things" }).focus();
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    unmount();
    // A later page of the visit: closed, and Radix's own trigger from the start.
    render(<Menu trigger={trigger} menu={{ items: ["One"] }} />);
    const real = screen.getByRole("button", { name: "Things" });
    expect(real).toHaveAttribute("data-state", "closed");
    // The loaded menu draws the trigger it was given.
    expect(real).toHaveClass("bar");
  });

  it("tries the download again after a failure", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(RealMenu);
    const Menu = lazyMenu(load);
    render(<Menu trigger={trigger} menu={{ items: ["One"] }} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Things" })));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Things" }));
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
