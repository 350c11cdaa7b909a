import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { splitLinks } from "@/components/admin/linkified-text";
import { OutboxView } from "@/components/admin/outbox-view";
import { renderAdmin } from "./test-utils";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/api/admin", () => ({ ...jest.requireActual("@/lib/api/admin"), getOutbox: jest.fn() }));

const api = jest.requireMock("@/lib/api/admin") as { getOutbox: jest.Mock };

beforeEach(() => {
  jest.clearAllMocks();
  api.getOutbox.mockResolvedValue([
    {
      id: 2,
      to: "irena@example.org",
      subject: "[Archive] You are invited to create an account",
      text: "Hello Irena,\n\nOpen this link within 30 days:\nhttp://localhost:3000/auth/register/abc.\n",
      status: "outbox",
      created_at: "2026-03-02T10:30:00.000Z",
    },
    {
      id: 1,
      to: "ada@example.org",
      subject: "[Archive] Access granted: Testimony 1",
      text: "Approved.",
      status: "sent",
      created_at: "2026-03-01T08:00:00.000Z",
    },
  ]);
});

describe("OutboxView", () => {
  it("lists the latest mails with recipient, date and status", async () => {
    renderAdmin(<OutboxView />);
    const first = (await screen.findByRole("heading", { name: "[Archive] You are invited to create an account" })).closest("article")!;
    expect(within(first).getByText("To: irena@example.org")).toBeInTheDocument();
    expect(within(first).getByText("Not sent (outbox)")).toBeInTheDocument();
    expect(within(first).getByText(/2026/).tagName).toBe("TIME");
    const second = screen.getByRole("heading", { name: "[Archive] Access granted: Testimony 1" }).closest("article")!;
    expect(within(second).getByText("Sent")).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["[Archive] You are invited to create an account", "[Archive] Access granted: Testimony 1"]);
  });

  it("shows a mail's text on demand, its links clickable", async () => {
    const user = userEvent.setup();
    renderAdmin(<OutboxView />);
    const first = (await screen.findByRole("heading", { name: /You are invited/ })).closest("article")!;
    const details = first.querySelector("details")!;
    expect(details).not.toHaveAttribute("open");
    await user.click(within(first).getByText("Show the message"));
    expect(details).toHaveAttribute("open");
    const link = within(first).getByRole("link", { name: "http://localhost:3000/auth/register/abc" });
    expect(link).toHaveAttribute("href", "http://localhost:3000/auth/register/abc");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("says when there is no mail", async () => {
    api.getOutbox.mockResolvedValueOnce([]);
    renderAdmin(<OutboxView />);
    expect(await screen.findByText("No e-mail yet.")).toBeInTheDocument();
  });
});

describe("splitLinks", () => {
  it.each([
    ["no link here", [{ text: "no link here" }]],
    ["see https://a.example/x).", [{ text: "see " }, { text: "https://a.example/x", href: "https://a.example/x" }, { text: ")." }]],
    ["javascript:alert(1) stays text", [{ text: "javascript:alert(1) stays text" }]],
  ])("%s", (text, parts) => {
    expect(splitLinks(text)).toEqual(parts);
  });
});
