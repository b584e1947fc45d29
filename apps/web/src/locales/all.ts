/**
 * Every string of the app in each language, assembled: for tests and checks that need all of them at
 * once. The app itself never imports this file; it loads the core and each feature's namespace on
 * demand (lib/i18n.ts).
 */
import { adminEn } from "./admin/en";
import { adminEs } from "./admin/es";
import { adminFr } from "./admin/fr";
import { bookEn } from "./book/en";
import { bookEs } from "./book/es";
import { bookFr } from "./book/fr";
import { bundlesEn } from "./bundles/en";
import { bundlesEs } from "./bundles/es";
import { bundlesFr } from "./bundles/fr";
import { chatEn } from "./chat/en";
import { chatEs } from "./chat/es";
import { chatFr } from "./chat/fr";
import { chatToolsEn } from "./chat-tools/en";
import { chatToolsEs } from "./chat-tools/es";
import { chatToolsFr } from "./chat-tools/fr";
import { coreEn, type Translation } from "./en";
import { coreEs } from "./es";
import { coreFr } from "./fr";
import { landingEn } from "./landing/en";
import { landingEs } from "./landing/es";
import { landingFr } from "./landing/fr";
import { pitchesEn } from "./pitches/en";
import { pitchesEs } from "./pitches/es";
import { pitchesFr } from "./pitches/fr";
import { siteEn } from "./site/en";
import { siteEs } from "./site/es";
import { siteFr } from "./site/fr";
import { workspaceEn } from "./workspace/en";
import { workspaceEs } from "./workspace/es";
import { workspaceFr } from "./workspace/fr";

export const en: Translation = {
  ...coreEn,
  landing: landingEn,
  admin: adminEn,
  workspace: workspaceEn,
  bundles: bundlesEn,
  pitches: pitchesEn,
  chat: chatEn,
  chatTools: chatToolsEn,
  book: bookEn,
  site: siteEn,
};

export const es: Translation = {
  ...coreEs,
  landing: landingEs,
  admin: adminEs,
  workspace: workspaceEs,
  bundles: bundlesEs,
  pitches: pitchesEs,
  chat: chatEs,
  chatTools: chatToolsEs,
  book: bookEs,
  site: siteEs,
};

export const fr: Translation = {
  ...coreFr,
  landing: landingFr,
  admin: adminFr,
  workspace: workspaceFr,
  bundles: bundlesFr,
  pitches: pitchesFr,
  chat: chatFr,
  chatTools: chatToolsFr,
  book: bookFr,
  site: siteFr,
};
