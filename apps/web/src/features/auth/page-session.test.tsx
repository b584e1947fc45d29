import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { sharedAnswer } from "./page-session";

describe("the public pages' answers from the server (decision 008)", () => {
  it("are asked once, by the first component that needs them, and reach every component", async () => {
    const ask = vi.fn(async () => "free agent");
    const useAnswer = sharedAnswer(ask);
    function Shows({ name }: { name: string }) {
      return (
        <p>
          {name}: {useAnswer() ?? "not yet"}
        </p>
      );
    }
    const { rerender } = render(<Shows name="header" />);
    screen.getByText("header: not yet");
    await screen.findByText("header: free agent");
    rerender(
      <>
        <Shows name="header" />
        <Shows name="page" />
      </>,
    );
    screen.getByText("page: free agent");
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("stay unknown when the server does not answer, without asking again on this page", async () => {
    const ask = vi.fn(async () => {
      throw new Error("offline");
    });
    const useAnswer = sharedAnswer(ask);
    function Shows() {
      return <p>{useAnswer() ?? "unknown"}</p>;
    }
    const { unmount } = render(<Shows />);
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    unmount();
    render(<Shows />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    screen.getByText("unknown");
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
