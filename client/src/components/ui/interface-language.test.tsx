import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { showInterfaceIn } from "@/test/i18n";
import { Pager } from "./pager";
import { ProgressBar } from "./progress-bar";
import { SectionError } from "./section-status";
import { PageSpinner } from "./spinner";

describe("Shared controls in the interface language", () => {
  it("say Previous, Page n of m and Next in English by default", () => {
    render(<Pager page={2} pageSize={10} total={30} onPageChange={vi.fn()} />);
    expect(screen.getByRole("navigation", { name: "Pages" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled();
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
  });

  it("show the pager, a failed section and the page wait in Japanese", () => {
    showInterfaceIn("ja");
    render(
      <>
        <Pager page={1} pageSize={10} total={25} onPageChange={vi.fn()} />
        <SectionError message="読み込めませんでした" onRetry={vi.fn()} />
        <PageSpinner />
      </>,
    );
    expect(screen.getByRole("navigation", { name: "ページ" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "前へ" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "次へ" })).toBeEnabled();
    expect(screen.getByText("1 / 3 ページ")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "もう一度試す" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("読み込み中...");
    expect(screen.queryByText(/Previous|Next|Try Again|Loading/)).not.toBeInTheDocument();
  });

  it("announce a progress bar's value as the language writes percentages", () => {
    render(<ProgressBar value={75} label="Grammar" />);
    expect(screen.getByRole("progressbar", { name: "Grammar" })).toHaveAttribute("aria-valuetext", "75%");
    showInterfaceIn("fr");
    expect(screen.getByRole("progressbar", { name: "Grammar" }).getAttribute("aria-valuetext")).toMatch(/^75\s%$/);
  });
});
