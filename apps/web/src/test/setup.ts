import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { FEATURE_NAMESPACES, initI18n } from "@/lib/i18n";

// Unit tests render screens without their routes: every namespace is there from the start.
const i18n = await initI18n(FEATURE_NAMESPACES);

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage("en");
});
afterEach(cleanup);
