import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { initI18n } from "@/lib/i18n";

const i18n = initI18n();

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage("en");
});
afterEach(cleanup);
