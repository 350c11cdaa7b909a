import { act, fireEvent, screen } from "@testing-library/react";
import { toast } from "sonner";
import { toast as lazyToast } from "@/components/ui/toast";
import { Toaster } from "@/components/ui/toaster";
import { ToasterHost } from "@/components/ui/toaster-host";
import { installDomShims, renderWithIntl } from "./test-utils";

beforeAll(installDomShims);

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  act(() => {
    toast.dismiss();
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
});

function show(message: string) {
  act(() => {
    toast(message);
    jest.advanceTimersByTime(50);
  });
}

describe("Toaster", () => {
  it("is labelled and gives each toast a labelled close button", () => {
    renderWithIntl(<Toaster />);
    show("Saved");
    expect(screen.getByText("Saved")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dismiss notification" })).toBeInTheDocument();
  });

  it("dismisses a toast clicked anywhere on its body", () => {
    renderWithIntl(<Toaster />);
    show("Click me");
    fireEvent.pointerDown(screen.getByText("Click me"), { clientX: 10, clientY: 10 });
    fireEvent.click(screen.getByText("Click me"), { clientX: 10, clientY: 10 });
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByText("Click me")).not.toBeInTheDocument();
  });

  it("closes a toast after 5 seconds", () => {
    renderWithIntl(<Toaster />);
    show("Soon gone");
    act(() => {
      jest.advanceTimersByTime(4000);
    });
    expect(screen.getByText("Soon gone")).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.queryByText("Soon gone")).not.toBeInTheDocument();
  });

  it("pauses the timer while the window has lost focus", () => {
    renderWithIntl(<Toaster />);
    show("Paused");
    act(() => {
      window.dispatchEvent(new Event("blur"));
    });
    act(() => {
      jest.advanceTimersByTime(20_000);
    });
    expect(screen.getByText("Paused")).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    act(() => {
      jest.advanceTimersByTime(6000);
    });
    expect(screen.queryByText("Paused")).not.toBeInTheDocument();
  });
});

describe("ToasterHost and the lazy toast", () => {
  it("renders nothing until the first toast, then loads the Toaster and shows that toast in it", async () => {
    jest.useRealTimers();
    const { container } = renderWithIntl(<ToasterHost />);
    expect(container).toBeEmptyDOMElement();
    act(() => lazyToast.success("Loaded on demand"));
    expect(await screen.findByText("Loaded on demand")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeInTheDocument();
    act(() => lazyToast.error("A second one"));
    expect(await screen.findByText("A second one")).toBeInTheDocument();
    jest.useFakeTimers();
  });
});
