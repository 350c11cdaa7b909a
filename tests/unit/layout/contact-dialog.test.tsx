import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { ContactDialog } from "@/components/contact/contact-dialog";
import { ServerError } from "@/lib/api/errors";
import { installDomShims, renderWithIntl } from "./test-utils";

jest.mock("@/lib/api/endpoints", () => ({ sendContact: jest.fn() }));
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/components/ui/toast", () => ({ toast: { error: jest.fn() } }));

const { sendContact } = jest.requireMock("@/lib/api/endpoints") as { sendContact: jest.Mock };
const { toast } = jest.requireMock("@/components/ui/toast") as { toast: { error: jest.Mock } };

beforeAll(installDomShims);
beforeEach(() => jest.clearAllMocks());

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open contact
      </button>
      <ContactDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("E-mail address"), "ada@example.org");
  await user.type(screen.getByLabelText("First name"), "Ada");
  await user.type(screen.getByLabelText("Last name"), "Lovelace");
  await user.type(screen.getByLabelText("Message"), "Hello");
  await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
}

describe("ContactDialog", () => {
  it("is a labelled dialog with the four fields and the consent checkbox", async () => {
    renderWithIntl(<Harness />);
    expect(await screen.findByRole("dialog", { name: "Contact us" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "E-mail address" })).toHaveAttribute("type", "email");
    expect(screen.getByRole("textbox", { name: "First name" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Last name" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Message" }).tagName).toBe("TEXTAREA");
    expect(screen.getByRole("checkbox", { name: /I agree/ })).not.toBeChecked();
  });

  it("shows every required error on submit and sends nothing", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.click(await screen.findByRole("button", { name: "Send" }));
    expect(await screen.findAllByText("Required")).toHaveLength(5);
    const email = screen.getByRole("textbox", { name: "E-mail address" });
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Required");
    expect(screen.getByRole("checkbox", { name: /I agree/ })).toHaveAccessibleDescription("Required");
    expect(sendContact).not.toHaveBeenCalled();
  });

  it("validates the e-mail when it loses focus", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    const email = await screen.findByRole("textbox", { name: "E-mail address" });
    await user.type(email, "not-an-email");
    expect(screen.queryByText("Invalid e-mail address")).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText("Invalid e-mail address")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    // Other fields are not validated on blur.
    await user.tab();
    expect(screen.queryByText("Required")).not.toBeInTheDocument();
    // Fixing the address clears the error as one types.
    await user.clear(email);
    await user.type(email, "ada@example.org");
    await waitFor(() => expect(screen.queryByText("Invalid e-mail address")).not.toBeInTheDocument());
  });

  it("requires the consent", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await fillValid(user);
    await user.click(screen.getByRole("checkbox", { name: /I agree/ })); // untick
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Required")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /I agree/ })).toHaveAttribute("aria-invalid", "true");
    expect(sendContact).not.toHaveBeenCalled();
  });

  it("sends the message and shows the confirmation", async () => {
    let resolve: () => void = () => {};
    sendContact.mockReturnValueOnce(new Promise<void>((r) => (resolve = r)));
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByRole("button", { name: "Sending…" })).toBeDisabled();
    expect(sendContact).toHaveBeenCalledWith(expect.anything(), {
      email: "ada@example.org",
      first_name: "Ada",
      last_name: "Lovelace",
      message: "Hello",
      consent: true,
    });
    resolve();
    expect(await screen.findByRole("heading", { name: "Message sent" })).toHaveFocus();
    expect(screen.getByText(/Thank you for your message/)).toBeInTheDocument();
  });

  it("shows a server error as a toast and keeps what was typed", async () => {
    sendContact.mockRejectedValueOnce(new ServerError({ status: 429, type: "rate_limited", message: "Too many messages." }));
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Too many messages."));
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Hello");
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("shows the translated generic message for network failures", async () => {
    sendContact.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("An unexpected error occurred while processing your request."));
  });

  it("is persistent: Escape does not close it, the close button does", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    const dialog = await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("gives the focus back to the button that opened it", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const opener = screen.getByRole("button", { name: "Open contact" });
    await user.click(opener);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("resets the form, the sent state and the loading state when closed", async () => {
    sendContact.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.type(await screen.findByRole("textbox", { name: "Message" }), "Draft");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "Open contact" }));
    expect(await screen.findByRole("textbox", { name: "Message" })).toHaveValue("");

    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("heading", { name: "Message sent" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "Open contact" }));
    expect(await screen.findByRole("button", { name: "Send" })).toBeEnabled();
    expect(screen.queryByRole("heading", { name: "Message sent" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "E-mail address" })).toHaveValue("");
  });
});
