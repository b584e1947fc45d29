import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

describe("the coach's Markdown", () => {
  it("shows a bundle reply as the server writes it: bold heading, bullets, a closing paragraph", () => {
    const { container } = render(
      <Markdown
        text={[
          "**Recommended Bundle** — Medigap plan G with final expense",
          "",
          "- **Medicare Supplement** (Plan G): covers the gaps",
          "- **Final Expense** ($10,000): her funeral is paid",
          "",
          "Open with her doctors.",
        ].join("\n")}
      />,
    );
    expect(screen.getByText("Recommended Bundle").tagName).toBe("STRONG");
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual([
      "Medicare Supplement (Plan G): covers the gaps",
      "Final Expense ($10,000): her funeral is paid",
    ]);
    expect(container.querySelectorAll("p")).toHaveLength(2);
  });

  it("numbers lists from where they start and keeps line breaks inside a paragraph", () => {
    const { container } = render(<Markdown text={"Ask:\nwho depends on her?\n\n3. Budget\n4. Doctors"} />);
    expect(container.querySelector("ol")?.getAttribute("start")).toBe("3");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Budget", "Doctors"]);
    expect(container.querySelector("p")?.querySelectorAll("br")).toHaveLength(1);
  });

  it("shows inline code for commands", () => {
    render(<Markdown text={"Use `/lang es` to switch."} />);
    expect(screen.getByText("/lang es").tagName).toBe("CODE");
  });

  it("shows HTML and script as text, never as elements", () => {
    const attack = [
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(2)">',
      "- <b>bold?</b> **<i>still text</i>**",
      '<a href="javascript:alert(3)">click</a>',
    ].join("\n");
    const { container } = render(<Markdown text={attack} />);
    expect(container.querySelector("script, img, a, i, b, iframe")).toBeNull();
    expect(container.textContent).toContain("<script>alert(1)</script>");
    expect(container.textContent).toContain('<img src=x onerror="alert(2)">');
    expect(screen.getByText("<i>still text</i>").tagName).toBe("STRONG");
  });

  it("renders what models write: a GFM table, a link, emphasis and a code block", () => {
    const { container } = render(
      <Markdown
        text={[
          "| Policy | Monthly premium |",
          "| --- | ---: |",
          "| Plan G | $142 |",
          "| Final expense | $58 |",
          "",
          "See [Medicare.gov](https://www.medicare.gov) for *her* plan.",
          "",
          "```",
          "/lang es",
          "```",
        ].join("\n")}
      />,
    );
    const table = screen.getByRole("table");
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Policy",
      "Monthly premium",
    ]);
    expect(screen.getAllByRole("row")).toHaveLength(3);
    expect(table.querySelectorAll("td")[1]!.textContent).toBe("$142");
    const link = screen.getByRole("link", { name: "Medicare.gov" });
    expect(link.getAttribute("href")).toBe("https://www.medicare.gov");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(screen.getByText("her").tagName).toBe("EM");
    expect(container.querySelector("pre code")?.textContent).toBe("/lang es\n");
  });

  it("renders the engine's quoted script lines as block quotes", () => {
    render(<Markdown text={'Say it like this:\n\n> "Mrs. Lee, who depends on you?"\n\nThen listen.'} />);
    const quote = document.querySelector("blockquote");
    expect(quote?.textContent?.trim()).toBe('"Mrs. Lee, who depends on you?"');
  });

  it("opens a link to the app's own screen in place, not in a new tab", () => {
    render(
      <MemoryRouter initialEntries={["/app/chat"]}>
        <Routes>
          <Route
            path="/app/chat"
            element={
              <Markdown text="Saved to your leads. [open the lead](/app/leads/l-1). Ask me anything." />
            }
          />
          <Route path="/app/leads/:id" element={<p>The lead</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "open the lead" });
    expect(link.getAttribute("href")).toBe("/app/leads/l-1");
    expect(link.getAttribute("target")).toBeNull();
    fireEvent.click(link);
    expect(screen.getByText("The lead")).toBeTruthy();
  });
});
