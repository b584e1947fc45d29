import { fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Composer } from "./composer";

function Harness({
  onSend,
  onBlocked = () => {},
  blocked = false,
  sending = false,
}: {
  onSend: (text: string) => void;
  onBlocked?: () => void;
  blocked?: boolean;
  sending?: boolean;
}) {
  const [value, setValue] = useState("");
  const ref = useRef<HTMLTextAreaElement>(null);
  return (
    <Composer
      value={value}
      onChange={setValue}
      onSend={() => onSend(value)}
      onStop={() => {}}
      sending={sending}
      blocked={blocked}
      onBlocked={onBlocked}
      textareaRef={ref}
    />
  );
}

describe("the composer", () => {
  it("sends on Enter and adds a line on Shift+Enter", () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    const input = screen.getByRole("textbox", { name: "Message the coach" });
    fireEvent.change(input, { target: { value: "What is plan G?" } });
    fireEvent.keyDown(input, { key: "Enter", shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("What is plan G?");
  });

  it("does not send empty or whitespace-only text", () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    const input = screen.getByRole("textbox", { name: "Message the coach" });
    fireEvent.change(input, { target: { value: "   \n " } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("offers Stop instead of Send while a reply is coming", () => {
    render(<Harness onSend={vi.fn()} sending />);
    screen.getByRole("button", { name: "Stop" });
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
  });

  it("asks for an upgrade instead of sending once the allowance is spent (docs/product/decisions.md#d-22)", () => {
    const onSend = vi.fn();
    const onBlocked = vi.fn();
    render(<Harness onSend={onSend} onBlocked={onBlocked} blocked />);
    const input = screen.getByRole("textbox", { name: "Message the coach" });
    expect(input.getAttribute("placeholder")).toBe("Upgrade to continue chatting...");
    expect(input.getAttribute("aria-disabled")).toBe("true");
    fireEvent.keyDown(input, { key: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onBlocked).toHaveBeenCalledTimes(2);
    expect(onSend).not.toHaveBeenCalled();
  });
});
