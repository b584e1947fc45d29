/** Dark by default (docs/product/decisions.md#d-1); a light theme when the user asks for it, remembered on this device. */
const THEME_KEY = "buildr.theme";
export type Theme = "dark" | "light";

export function storedTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === "light" ? "light" : "dark";
  } catch {
    return "dark";
  }
}

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode: the theme still applies for this visit.
  }
}
